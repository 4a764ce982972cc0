import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_CONTROL_HEADER } from '../../control/client';
import { isMockControlPath } from '../mockControlGuard';
import { startMockServer, type MockServer } from '../startMockServer';
import { forgedRequest, hostOf } from './forgedRequest';

/**
 * The probe: `POST /__mock/users/{email}/approve` with `Origin: https://evil.example` and `Content-Type: text/plain`
 * (a cross-site form or `fetch` in no-cors mode, no preflight) answered 200 and approved the account. Mock control
 * now needs `X-Cue-Mock-Control: 1` (which no cross-site page can send without a preflight the server never grants)
 * and refuses what the browser marks as cross-site; `MOCK_CONTROL=off` turns it off.
 */

const PENDING = 'pending@cue.test';
const CONTROL = { [MOCK_CONTROL_HEADER]: '1' };

describe('mock control refuses cross-site calls', () => {
  let server: MockServer;
  const statusOf = () => server.provider.ctx.db.users.findFirst((q) => q.where({ email: PENDING }))?.status;
  const approve = (headers: Record<string, string>, path = `/__mock/users/${PENDING}/approve`) =>
    forgedRequest(`${server.url}${path}`, { method: 'POST', headers: { Host: hostOf(server.url), ...headers }, body: '' });

  beforeAll(async () => {
    server = await startMockServer({ publicOrigin: 'https://cue.example' });
  });
  beforeEach(async () => {
    await server.provider.reset();
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses the probe’s request (evil Origin, text/plain, no control header) with 403 and approves nobody', async () => {
    const answer = await approve({ Origin: 'https://evil.example', 'Content-Type': 'text/plain' });
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(statusOf()).toBe('PENDING');
  });

  it('refuses a call without the control header even from no browser at all', async () => {
    expect((await approve({})).status).toBe(403);
    expect((await forgedRequest(`${server.url}/__mock/outbox`)).status).toBe(403);
    expect((await forgedRequest(`${server.url}/__mock/users`)).status).toBe(403);
    expect(statusOf()).toBe('PENDING');
  });

  it('refuses the header when the browser says the call comes from another site or origin', async () => {
    expect((await approve({ ...CONTROL, 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await approve({ ...CONTROL, 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    expect((await approve({ ...CONTROL, Origin: 'https://evil.example' })).status).toBe(403);
    expect((await approve({ ...CONTROL, Origin: 'null' })).status).toBe(403);
    expect(statusOf()).toBe('PENDING');
  });

  it('cannot be reached by another spelling of the path (case, escapes, a prefix, a double slash)', async () => {
    for (const path of [
      `/__MOCK/users/${PENDING}/approve`,
      `/%5F%5Fmock/users/${PENDING}/approve`,
      `/api/__mock/users/${PENDING}/approve`,
      `//__mock/users/${PENDING}/approve`,
    ]) {
      expect((await approve({}, path)).status, path).not.toBe(200);
    }
    expect(statusOf()).toBe('PENDING');
  });

  it('refuses the upload sink without the header', async () => {
    const answer = await forgedRequest(`${server.url}/__mock/bench/upload-sink`, { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: randomBytes(64) });
    expect(answer.status).toBe(403);
  });

  it('answers the developer’s own tools: the header, from this server’s own page or no page', async () => {
    expect((await approve({ ...CONTROL })).status).toBe(200);
    await server.provider.reset();
    expect((await approve({ ...CONTROL, Origin: server.url, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    await server.provider.reset();
    expect((await approve({ ...CONTROL, Origin: 'https://cue.example' })).status).toBe(200);
    expect(statusOf()).toBe('APPROVED');
  });
});

describe('MOCK_CONTROL=off', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await startMockServer({ mockControl: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers every control path 404, even with the header, and changes nothing', async () => {
    for (const [method, path] of [
      ['GET', '/__mock/health'],
      ['GET', '/__mock/outbox'],
      ['POST', `/__mock/users/${PENDING}/approve`],
      ['POST', '/__mock/reset'],
      ['PUT', '/__mock/bench/upload-sink'],
    ] as const) {
      const answer = await forgedRequest(`${server.url}${path}`, { method, headers: CONTROL, body: method === 'GET' ? undefined : 'x' });
      expect(answer.status, path).toBe(404);
      expect(answer.json, path).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect(server.provider.ctx.db.users.findFirst((q) => q.where({ email: PENDING }))?.status).toBe('PENDING');
  });

  it('still serves the API', async () => {
    expect((await forgedRequest(`${server.url}/api/v1/genres`)).status).toBe(200);
  });
});

describe('isMockControlPath', () => {
  it('finds the control segment anywhere, in any case, escaped or not', () => {
    for (const path of ['/__mock', '/__mock/reset', '/__MOCK/reset', '/%5f%5fmock/reset', '//__mock/reset', '/x/__mock/y'])
      expect(isMockControlPath(path), path).toBe(true);
    for (const path of ['/', '/api/v1/genres', '/__mockery', '/my__mock/x']) expect(isMockControlPath(path), path).toBe(false);
  });
});
