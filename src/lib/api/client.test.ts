// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from './client';
import { listFaqs, refreshToken, searchMusic } from './generated/sdk.gen';
import { ACCESS_TOKEN_KEY } from './tokenStorage';

const API = 'https://api.cue.test';
const seen: Array<{ path: string; authorization: string | null }> = [];
const record = ({ request }: { request: Request }) => {
  seen.push({ path: new URL(request.url).pathname, authorization: request.headers.get('Authorization') });
  return HttpResponse.json({ status: 200, code: 'OK', message: 'OK', data: null }, { headers: { 'Access-Control-Allow-Origin': '*' } });
};
/** A remote API host must answer the browser's CORS preflight (the Authorization header is not simple). */
const preflight = () =>
  new HttpResponse(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    },
  });
const server = setupServer(
  http.options(`${API}/*`, preflight),
  http.get(`${API}/api/v1/music`, record),
  http.get(`${API}/api/v1/faqs`, record),
  http.post(`${API}/api/user/refresh`, record),
);

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  configureApiClient({ apiBaseUrl: API });
});
afterEach(() => {
  seen.length = 0;
  localStorage.clear();
});
afterAll(() => server.close());

const lastAuthorization = () => seen.at(-1)?.authorization;

describe('the configured API client', () => {
  it('sends requests to the API host of the runtime config', async () => {
    await searchMusic();
    expect(seen).toEqual([{ path: '/api/v1/music', authorization: null }]);
  });

  it('adds the bearer token to a secured call when a usable token is stored', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    await searchMusic();
    expect(lastAuthorization()).toBe('Bearer access-1');
  });

  it.each(['', 'null', 'undefined'])('sends no Authorization header when the stored token is %j', async (stored) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, stored);
    await searchMusic();
    expect(lastAuthorization()).toBeNull();
  });

  it('never sends the token with the refresh call or with public calls', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    await refreshToken({ body: { refreshToken: 'refresh-1' } });
    await listFaqs();
    expect(seen.map((request) => request.authorization)).toEqual([null, null]);
  });

  it('accepts the same configuration twice but refuses another host', () => {
    expect(() => configureApiClient({ apiBaseUrl: API })).not.toThrow();
    expect(() => configureApiClient({ apiBaseUrl: 'https://other.test' })).toThrow(/already configured/);
  });
});
