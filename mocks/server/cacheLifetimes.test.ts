import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderGeneratedCover } from '../media';
import { createUserWithToken } from '../testing/users';
import { startMockServer, type MockServer } from './startMockServer';

/**
 * Cache lifetimes over the real local server: what never changes under its URL is kept a year without asking
 * (hashed assets, uploaded files), what can change is revalidated or kept briefly (HTML, config, API answers,
 * seeded files whose ids name other bytes after a seed change).
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The lifetime a Cache-Control header grants without revalidation, in seconds (0 when none). */
function freshSeconds(header: string | null): number {
  if (!header || /\bno-(?:cache|store)\b/.test(header)) return 0;
  return Number(/\bmax-age=(\d+)/.exec(header)?.[1] ?? 0);
}

describe('cache lifetimes of the local server', () => {
  let server: MockServer;
  let root: string;
  let token: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'cue-cache-'));
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/assets/main-ABCD2345.js"></script>');
    await writeFile(join(root, 'assets', 'main-ABCD2345.js'), 'console.log(1)');
    await writeFile(join(root, 'assets', 'main-ABCD2345.css'), 'body{}');
    await writeFile(join(root, 'config.json'), '{}');
    await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startMockServer({ staticDir: root });
    token = await createUserWithToken(server.provider.ctx);
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = async (path: string, init?: RequestInit) => {
    const response = await fetch(new URL(path, server.url), init);
    await response.arrayBuffer();
    return response;
  };

  it('keeps hashed assets for good, revalidates the HTML, config and unhashed files', async () => {
    for (const path of ['/assets/main-ABCD2345.js', '/assets/main-ABCD2345.css']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe(IMMUTABLE);
    }
    for (const path of ['/', '/index.html', '/search-details', '/config.json', '/favicon.svg']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('gives API answers no lifetime', async () => {
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    for (const [path, init] of [['/api/v1/genres'], ['/api/v1/music?size=3'], ['/api/v1/home/covers'], ['/api/v1/my/profile', auth], ['/api/v1/nothing']] as const) {
      const response = await get(path, init);
      expect(freshSeconds(response.headers.get('cache-control')), `${path} (${response.status})`).toBe(0);
    }
  });

  it('keeps an uploaded cover and photo a year (random ids, bytes fixed once stored); seeded files an hour', async () => {
    const png = renderGeneratedCover(77);
    const created = await fetch(`${server.url}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        'Tus-Resumable': '1.0.0',
        Authorization: `Bearer ${token}`,
        'Upload-Length': String(png.length),
        'Upload-Metadata': `kind ${Buffer.from('cover').toString('base64')}`,
      },
    });
    const upload = new URL(created.headers.get('location')!, server.url).href;
    const patched = await fetch(upload, {
      method: 'PATCH',
      headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}`, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' },
      body: png as BodyInit,
    });
    expect(patched.status).toBe(204);
    const status = (await (await fetch(`${upload}/status`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { file: { url: string } } };
    const cover = await get(status.data.file.url);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await get(status.data.file.url, { headers: { Range: 'bytes=0-99' } })).headers.get('cache-control')).toBe(IMMUTABLE);

    const form = new FormData();
    form.append('file', new Blob([png as BlobPart], { type: 'image/png' }), 'me.png');
    const photo = (await (await fetch(`${server.url}/api/v1/musician/photo`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).json()) as {
      data: { url: string };
    };
    expect((await get(photo.data.url)).headers.get('cache-control')).toBe(IMMUTABLE);

    const page = (await (await fetch(`${server.url}/api/v1/music?size=1`)).json()) as { data: { content: Array<{ audioUrl: string; coverUrl: string }> } };
    const { audioUrl, coverUrl } = page.data.content[0]!;
    for (const url of [audioUrl, coverUrl]) {
      const seeded = await get(url);
      expect(seeded.headers.get('cache-control'), url).toBe('public, max-age=3600');
      expect(seeded.headers.get('etag'), url).toMatch(/^"seed-[a-z]+-\d+-\d+-[0-9a-z]+(?:-br|-gzip)?"$/);
    }
  });
});
