import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_CONTROL_HEADERS } from '../../control/client';
import { createUserWithToken } from '../../testing/users';
import type { PrerenderManifest } from '../prerenderedPages';
import { startMockServer, type MockServer } from '../startMockServer';
import { forgedRequest } from './forgedRequest';

/**
 * The probe's smaller findings: `HEAD /api/v1/files/{id}` answered 404 while GET answered 200; `If-Range` with a
 * stale validator answered 206 (a resumed download spliced two versions); `/s/{revoked}` answered 200 (the API
 * says 410); unknown paths answered 200 with the app shell.
 */

const MANIFEST: PrerenderManifest = {
  routes: [
    { path: '/', ko: 'index.html', en: 'index.en.html' },
    { path: '/s/:shareToken', ko: 's/_/index.html', en: 's/_/index.en.html' },
  ],
  fallback: '404.html',
  pages: ['/', '/login', '/s/:shareToken', '/shortlists/:shortlistId'],
};

const page = (name: string) => `<!doctype html><html lang="ko"><head><title>${name}</title></head><body><div id="root">${name}</div></body></html>`;

let root: string;
let server: MockServer;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cue-http-details-'));
  const files: Record<string, string> = {
    'index.html': page('home'),
    'index.en.html': page('home en'),
    's/_/index.html': page('shared shell'),
    's/_/index.en.html': page('shared shell en'),
    '404.html': page('app shell'),
    'prerender-manifest.json': JSON.stringify(MANIFEST),
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, name)), { recursive: true });
    await writeFile(join(root, name), text);
  }
  server = await startMockServer({ staticDir: root });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

const fileUrl = () => `${server.url}/api/v1/files/${server.provider.ctx.db.files.all()[0]!.id}`;

describe('files', () => {
  it('answer HEAD like GET, without a body', async () => {
    const get = await forgedRequest(fileUrl());
    const head = await forgedRequest(fileUrl(), { method: 'HEAD' });
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    for (const name of ['content-type', 'content-length', 'etag', 'accept-ranges', 'cache-control']) expect(head.headers[name], name).toBe(get.headers[name]);
    expect((await forgedRequest(`${server.url}/api/v1/files/no-such-file`, { method: 'HEAD' })).status).toBe(404);
  });

  it('carry an ETag, and honour If-Range: a stale validator gets the whole file (200), the current one the range (206)', async () => {
    const whole = await forgedRequest(fileUrl());
    const etag = whole.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const ranged = (ifRange: string) => forgedRequest(fileUrl(), { headers: { Range: 'bytes=0-9', 'If-Range': ifRange } });

    const stale = await ranged('"an-older-version"');
    expect(stale.status).toBe(200);
    expect(stale.headers['content-length']).toBe(whole.headers['content-length']);
    expect(stale.headers['content-range']).toBeUndefined();
    expect((await ranged(`W/${etag}`)).status).toBe(200);
    expect((await ranged('Wed, 21 Oct 2015 07:28:00 GMT')).status).toBe(200);

    const current = await ranged(etag);
    expect(current.status).toBe(206);
    expect(current.headers['content-range']).toMatch(/^bytes 0-9\//);
  });
});

describe('pages', () => {
  async function sharedList(): Promise<{ token: string; shortlistId: number; auth: Record<string, string> }> {
    const accessToken = await createUserWithToken(server.provider.ctx, 'ROLE_USER');
    const auth = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
    const created = await forgedRequest(`${server.url}/api/v1/shortlists`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Probe list' }) });
    const { shortlistId } = (created.json as { data: { shortlistId: number } }).data;
    const shared = await forgedRequest(`${server.url}/api/v1/shortlists/${shortlistId}/share`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ expiry: 'DAYS_7' }),
    });
    return { token: (shared.json as { data: { token: string } }).data.token, shortlistId, auth };
  }

  it('/s/{token}: 200 while the link lives, 410 once revoked, 404 for a token that never existed, always with the shell', async () => {
    const { token, shortlistId, auth } = await sharedList();
    const live = await forgedRequest(`${server.url}/s/${token}`);
    expect(live.status).toBe(200);
    expect(live.text).toContain('shared shell');

    expect((await forgedRequest(`${server.url}/api/v1/shortlists/${shortlistId}/share`, { method: 'DELETE', headers: auth })).status).toBeLessThan(300);
    const revoked = await forgedRequest(`${server.url}/s/${token}`);
    expect(revoked.status).toBe(410);
    expect(revoked.headers['content-type']).toMatch(/^text\/html/);
    expect(revoked.text).toContain('shared shell');
    expect((await forgedRequest(`${server.url}/s/${token}`, { method: 'HEAD' })).status).toBe(410);

    const unknown = await forgedRequest(`${server.url}/s/${'A'.repeat(24)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('shared shell');
    expect((await forgedRequest(`${server.url}/s/not-a-token`)).status).toBe(404);
  });

  it('an expired link answers 410 too', async () => {
    const { token } = await sharedList();
    const expired = await forgedRequest(`${server.url}/__mock/share-links/expire?token=${token}`, { method: 'POST', headers: MOCK_CONTROL_HEADERS });
    expect(expired.json).toMatchObject({ data: { expired: 1 } });
    expect((await forgedRequest(`${server.url}/s/${token}`)).status).toBe(410);
  });

  it('a path that opens no page answers 404 with the app shell (which renders the not-found screen); app pages 200', async () => {
    for (const path of ['/no/such/page', '/404', '/shortlists/abc']) {
      const answer = await forgedRequest(`${server.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toContain('app shell');
    }
    for (const path of ['/', '/login', '/login/', '/shortlists/12']) expect((await forgedRequest(`${server.url}${path}`)).status, path).toBe(200);
  });
});
