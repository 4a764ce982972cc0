import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_CONTROL_HEADERS } from '../../control/client';
import { isOwnHost, normalizeHost, ownHostNames } from '../hostGuard';
import { startMockServer, type MockServer } from '../startMockServer';
import { forgedRequest } from './forgedRequest';

/**
 * DNS rebinding: a page of `evil.example` whose name was pointed at 127.0.0.1 reads the server as its own origin,
 * sending `Host: evil.example`. The server answers only its own names; anything else gets 421 and runs nothing.
 */

describe('the names the server answers', () => {
  const names = ownHostNames({ listenHost: '127.0.0.1', port: 5173, publicOrigin: 'https://cue.example' });

  it('are the listening address, localhost, 127.0.0.1 and [::1] with the port, and the public origin’s host', () => {
    for (const host of ['127.0.0.1:5173', 'localhost:5173', 'LOCALHOST:5173', '[::1]:5173', 'cue.example', 'cue.example:443'])
      expect(isOwnHost(names, host), host).toBe(true);
  });

  it('are no other name, port or spelling', () => {
    for (const host of [
      'evil.example',
      'localhost',
      'localhost:5174',
      '127.0.0.1',
      'cue.example:8443',
      'localhost.evil.example:5173',
      'user@localhost:5173',
      'localhost:5173/x',
      '',
      ' ',
    ]) {
      expect(isOwnHost(names, host), host).toBe(false);
    }
    expect(isOwnHost(names, undefined)).toBe(false);
  });

  it('normalises a host as a URL writes it', () => {
    expect(normalizeHost('LocalHost:80')).toBe('localhost');
    expect(normalizeHost('[::1]:5173')).toBe('[::1]:5173');
    expect(normalizeHost('a b')).toBeUndefined();
  });
});

describe('a request for another name', () => {
  let server: MockServer;
  let port: string;
  beforeAll(async () => {
    server = await startMockServer({ publicOrigin: 'https://cue.example' });
    port = new URL(server.url).port;
  });
  afterAll(async () => {
    await server.close();
  });

  const statusOf = (user: string) => server.provider.ctx.db.users.findFirst((q) => q.where({ email: user }))?.status;

  it('gets 421 with the contract’s error shape, on the API, the mock control and the pages', async () => {
    for (const path of ['/api/v1/genres', '/__mock/users', '/', '/login']) {
      const answer = await forgedRequest(`${server.url}${path}`, { headers: { Host: `evil.example:${port}`, ...MOCK_CONTROL_HEADERS } });
      expect(answer.status, path).toBe(421);
      expect(answer.json, path).toMatchObject({ status: 421, code: 'INVALID_REQUEST', data: false });
      expect(answer.text).not.toContain('@cue.test');
    }
  });

  it('changes nothing: a foreign-Host approval leaves the account pending', async () => {
    expect(statusOf('pending@cue.test')).toBe('PENDING');
    const answer = await forgedRequest(`${server.url}/__mock/users/pending@cue.test/approve`, {
      method: 'POST',
      headers: { Host: `evil.example:${port}`, ...MOCK_CONTROL_HEADERS },
    });
    expect(answer.status).toBe(421);
    expect(statusOf('pending@cue.test')).toBe('PENDING');
  });

  it('is refused without a Host at all (node:http itself answers an HTTP/1.1 request without one 400)', async () => {
    const answer = await forgedRequest(`${server.url}/__mock/users/pending@cue.test/approve`, { method: 'POST', withoutHost: true, headers: MOCK_CONTROL_HEADERS });
    expect([400, 421]).toContain(answer.status);
    expect(statusOf('pending@cue.test')).toBe('PENDING');
  });

  it('answers the server’s own names', async () => {
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'cue.example']) {
      expect((await forgedRequest(`${server.url}/api/v1/genres`, { headers: { Host: host } })).status, host).toBe(200);
    }
  });
});
