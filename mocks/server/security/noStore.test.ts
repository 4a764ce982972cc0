import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PUBLIC_READS } from '../../http/cachePolicy';
import { startTestApi, TEST_ORIGIN, type TestApi } from '../../testing/testApi';
import { startMockServer, type MockServer } from '../startMockServer';

/**
 * Issue 26, caching: `/api/v1/my/*`, shortlists, feedback, the login and refresh answers (tokens) and
 * `/api/v1/shared/*` had no `Cache-Control`, so a browser or proxy could keep them. Every operation of the
 * contract is called here, anonymously and with a logged-in user's token, and each answer (success or error)
 * must say `no-store` where the rule asks for it: any request with an `Authorization` header, every operation
 * whose `security` lists bearerAuth, the `auth` tag and the shared shortlists. The public catalogue reads keep
 * their own caching (mocks/server/cacheLifetimes.test.ts).
 */

interface Operation {
  operationId: string;
  method: string;
  path: string;
  personal: boolean;
  body?: string;
  contentType?: string;
}

const contract = parse(readFileSync('contracts/openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, any>> };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];
const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const operation = item[method];
    const security = (operation.security ?? []) as Array<Record<string, unknown>>;
    const contentType = Object.keys(operation.requestBody?.content ?? {})[0];
    return {
      operationId: operation.operationId as string,
      method: method.toUpperCase(),
      path: path.replace(/\{\w+\}/g, '1'),
      personal: security.some((scheme) => 'bearerAuth' in scheme) || (operation.tags as string[]).includes('auth') || path.startsWith('/api/v1/shared/'),
      contentType,
      body: contentType === 'application/json' ? '{}' : contentType ? 'x' : undefined,
    };
  }),
);

const cacheControl = (response: Response) => response.headers.get('cache-control') ?? '';
const noStore = (response: Response) => /\bno-store\b/.test(cacheControl(response));

describe('no personal answer is cached', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi();
    const login = await fetch(`${TEST_ORIGIN}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'musician@cue.test', password: 'cue-connect-1' }),
    });
    expect(noStore(login)).toBe(true);
    token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  });
  afterAll(() => api.close());

  const call = (operation: Operation, authorization?: string) =>
    fetch(`${TEST_ORIGIN}${operation.path}`, {
      method: operation.method,
      headers: { ...(operation.contentType ? { 'Content-Type': operation.contentType } : {}), ...(authorization ? { Authorization: authorization } : {}) },
      body: operation.body,
    });

  it('walks every operation of the contract', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((operation) => operation.personal).map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(['login', 'refreshToken', 'requestPasswordReset', 'getMyProfile', 'listMyShortlists', 'getMyTrackFeedback', 'getSharedShortlist']),
    );
  });

  it.each(operations)('$operationId answers no-store with credentials, and anonymously where the rule says so', async (operation) => {
    const signedIn = await call(operation, `Bearer ${token}`);
    expect(noStore(signedIn), `with a token (${signedIn.status})`).toBe(true);
    const anonymous = await call(operation);
    if (operation.personal) expect(noStore(anonymous), `anonymously (${anonymous.status})`).toBe(true);
    if (PUBLIC_READS.has(operation.operationId)) expect(noStore(anonymous), `a public read (${anonymous.status})`).toBe(false);
  });

  it('names as public reads only operations the rule leaves open', () => {
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    for (const operationId of PUBLIC_READS) {
      expect(byId.get(operationId)?.personal, operationId).toBe(false);
    }
  });

  it('says no-store on successful personal answers too: a profile, a shared shortlist, a refresh', async () => {
    const profile = await fetch(`${TEST_ORIGIN}/api/v1/my/profile`, { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
    expect(cacheControl(profile)).toBe('no-store');

    const user = await fetch(`${TEST_ORIGIN}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'user@cue.test', password: 'cue-connect-1' }),
    });
    const tokens = ((await user.json()) as { data: { accessToken: string; refreshToken: string } }).data;
    const lists = (await (await fetch(`${TEST_ORIGIN}/api/v1/shortlists`, { headers: { Authorization: `Bearer ${tokens.accessToken}` } })).json()) as {
      data: Array<{ shortlistId: number }>;
    };
    const share = await fetch(`${TEST_ORIGIN}/api/v1/shortlists/${lists.data[0]!.shortlistId}/share`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${tokens.accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ expiry: 'DAYS_30' }),
    });
    expect(share.status).toBe(200);
    const shareToken = ((await share.json()) as { data: { token: string } }).data.token;
    const shared = await fetch(`${TEST_ORIGIN}/api/v1/shared/${shareToken}`);
    expect(shared.status).toBe(200);
    expect(cacheControl(shared)).toBe('no-store');

    const refreshed = await fetch(`${TEST_ORIGIN}/api/user/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    expect(cacheControl(refreshed)).toBe('no-store');
  });
});

describe('no personal answer is cached, over the real local server', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends no-store on the login answer and on a refused personal call, and none on the public genres', async () => {
    const login = await fetch(`${server.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'user@cue.test', password: 'cue-connect-1' }),
    });
    expect(login.status).toBe(200);
    expect(cacheControl(login)).toBe('no-store');
    const refused = await fetch(`${server.url}/api/v1/my/profile`);
    expect(refused.status).toBe(401);
    expect(cacheControl(refused)).toBe('no-store');
    const genres = await fetch(`${server.url}/api/v1/genres`);
    expect(genres.status).toBe(200);
    expect(noStore(genres)).toBe(false);
  });
});
