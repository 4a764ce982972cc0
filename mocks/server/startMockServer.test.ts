import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderGeneratedCover } from '../media';
import { rawRequest } from '../testing/rawRequest';
import { createUserWithToken } from '../testing/users';
import { snapshotDatabase } from '../db/database';
import { storedRecords } from '../persistence/storedRecords';
import { createMockProvider } from '../provider';
import { isHandledPath, SECURITY_HEADERS, startMockServer, type MockServer } from './startMockServer';
import { MOCK_CONTROL_HEADERS } from '../control/client';

const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cue-server-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
}

describe('startMockServer: static app and headers', () => {
  let server: MockServer;
  beforeAll(async () => {
    const root = await tempDir();
    const app = join(root, 'dist');
    await mkdir(join(app, 'assets'), { recursive: true });
    await writeFile(join(app, 'index.html'), '<!doctype html><title>Cue Connect</title><script type="module" src="/assets/main-ABCD2345.js"></script>');
    await writeFile(join(app, 'assets', 'main-ABCD2345.js'), 'console.log("cue")');
    await writeFile(join(app, 'assets', 'chunk-QRST6789.css'), 'body{}');
    await writeFile(join(app, 'config.json'), '{"apiHost":""}');
    await writeFile(join(app, 'assets', 'dm-sans-Z2Z2Z2Z2.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
    await writeFile(join(root, 'secret.txt'), 'outside the app');
    server = await startMockServer({ staticDir: app });
  });
  afterAll(async () => {
    await server.close();
  });

  it('listens on a free port of 127.0.0.1 by default', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves files with their content types and caches only hashed assets for good', async () => {
    const cases: Array<[string, string, string]> = [
      ['/', 'text/html; charset=utf-8', 'no-cache'],
      ['/assets/main-ABCD2345.js', 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
      ['/assets/chunk-QRST6789.css', 'text/css; charset=utf-8', 'public, max-age=31536000, immutable'],
      ['/assets/dm-sans-Z2Z2Z2Z2.woff2', 'font/woff2', 'public, max-age=31536000, immutable'],
      ['/config.json', 'application/json; charset=utf-8', 'no-cache'],
    ];
    for (const [path, type, cache] of cases) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
      expect(response.headers.get('cache-control'), path).toBe(cache);
      expectSecurityHeaders(response);
      await response.arrayBuffer();
    }
  });

  it('answers client routes with index.html and missing files with 404', async () => {
    for (const path of ['/musician-list', '/musician-details/12', '/music-edit/3']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>Cue Connect</title>');
    }
    const missing = await fetch(`${server.url}/assets/missing-AAAAAAAA.js`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
  });

  it('never serves files outside the app folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%00']) {
      const response = await rawRequest(`${server.url}${path}`, 'GET');
      expect(response.body.toString(), path).not.toContain('outside the app');
    }
  });

  it('answers unknown API paths with a JSON 404 and API calls with the security headers', async () => {
    const unknown = await fetch(`${server.url}/api/v1/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND', data: false });
    expectSecurityHeaders(unknown);
    const capabilities = await fetch(`${server.url}/api/v1/uploads`, { method: 'OPTIONS' });
    expect(capabilities.status).toBe(204);
    expectSecurityHeaders(capabilities);
  });

  it("asks the provider's handlers only under /api/ and /__mock/, where every one of them answers", async () => {
    const { handlers } = await createMockProvider();
    const outside = handlers.map((handler) => String(handler.info.path).replace(/^\*/, '')).filter((path) => !isHandledPath(path));
    expect(outside).toEqual([]);
    expect(handlers.length).toBeGreaterThan(20);
  });
});

describe('startMockServer: the API over real HTTP', () => {
  let server: MockServer;
  let token: string;
  beforeAll(async () => {
    server = await startMockServer({});
    token = await createUserWithToken(server.provider.ctx);
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    server.provider.ctx.faults.clear();
  });

  const create = async (length: number, kind = 'cover') => {
    const response = await fetch(`${server.url}/api/v1/uploads`, {
      method: 'POST',
      headers: { ...TUS, Authorization: `Bearer ${token}`, 'Upload-Length': String(length), 'Upload-Metadata': `kind ${b64(kind)}` },
    });
    expect(response.status).toBe(201);
    return new URL(response.headers.get('location')!, server.url).href;
  };
  const patch = (url: string, offset: number, body: Uint8Array, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'PATCH',
      headers: { ...TUS, Authorization: `Bearer ${token}`, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(offset), ...headers },
      body: body as BodyInit,
    });

  it('speaks tus: create, HEAD (no body), PATCH, errors with their statuses', async () => {
    const png = renderGeneratedCover(21);
    const url = await create(png.length);
    const head = await rawRequest(url, 'HEAD', { ...TUS, Authorization: `Bearer ${token}` });
    expect(head.status).toBe(200);
    expect(head.headers['upload-offset']).toBe('0');
    expect(head.headers['upload-length']).toBe(String(png.length));
    expect(head.headers['cache-control']).toBe('no-store');
    expect(head.body.length).toBe(0);
    expect((await rawRequest(url, 'HEAD', { Authorization: `Bearer ${token}` })).status).toBe(412);

    expect((await patch(url, 0, png.subarray(0, 10), { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await patch(url, 3, png.subarray(0, 10))).status).toBe(409);
    expect((await patch(url, 0, new Uint8Array(png.length + 1))).status).toBe(413);
    const first = await patch(url, 0, png.subarray(0, 100));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('100');
    const last = await patch(url, 100, png.subarray(100));
    expect(last.status).toBe(204);
    const status = await fetch(`${url}/status`, { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await status.json()) as { data: { state: string; file: { url: string } } };
    expect(data.state).toBe('complete');
    const download = await fetch(`${server.url}${data.file.url}`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(png);

    const deleted = await create(10);
    expect((await fetch(deleted, { method: 'DELETE', headers: { ...TUS, Authorization: `Bearer ${token}` } })).status).toBe(204);
    expect((await rawRequest(deleted, 'HEAD', { ...TUS, Authorization: `Bearer ${token}` })).status).toBe(410);
    const tooLarge = await fetch(`${server.url}/api/v1/uploads`, {
      method: 'POST',
      headers: { ...TUS, Authorization: `Bearer ${token}`, 'Upload-Length': String(200 * 1024 * 1024), 'Upload-Metadata': `kind ${b64('audio')}` },
    });
    expect(tooLarge.status).toBe(413);
  });

  it('serves Range requests with 206 and 416', async () => {
    const png = renderGeneratedCover(22);
    const url = await create(png.length);
    await patch(url, 0, png);
    const status = await fetch(`${url}/status`, { headers: { Authorization: `Bearer ${token}` } });
    const fileUrl = `${server.url}${((await status.json()) as { data: { file: { url: string } } }).data.file.url}`;
    const part = await rawRequest(fileUrl, 'GET', { Range: 'bytes=8-15' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-15/${png.length}`);
    expect(part.headers['content-length']).toBe('8');
    expect(new Uint8Array(part.body)).toEqual(png.subarray(8, 16));
    const outside = await rawRequest(fileUrl, 'GET', { Range: `bytes=${png.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${png.length}`);
  });

  it('turns an injected network failure into a destroyed socket', async () => {
    server.provider.ctx.faults.add({ operationId: 'getUploadCapabilities', fault: { kind: 'network' }, times: 1 });
    await expect(rawRequest(`${server.url}/api/v1/uploads`, 'OPTIONS')).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect((await fetch(`${server.url}/api/v1/uploads`, { method: 'OPTIONS' })).status).toBe(204);
  });

  it('closes the connection of a PATCH rejected before its body arrived, so the client stops sending', async () => {
    const url = await create(64 * 1024 * 1024);
    const size = 48 * 1024 * 1024;
    const outcome = await new Promise<{ status?: number; connection?: string; sent: number }>((resolve) => {
      let sent = 0;
      let status: number | undefined;
      let connection: string | undefined;
      const request = httpRequest(url, {
        method: 'PATCH',
        headers: { ...TUS, Authorization: `Bearer ${token}`, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '5', 'Content-Length': String(size) },
      });
      request.on('response', (response) => {
        status = response.statusCode;
        connection = response.headers.connection;
        response.resume();
      });
      request.on('error', () => undefined);
      request.on('close', () => resolve({ status, connection, sent }));
      const chunk = Buffer.alloc(64 * 1024);
      const pump = () => {
        while (sent < size && !request.destroyed) {
          sent += chunk.byteLength;
          if (!request.write(chunk)) return void request.once('drain', pump);
        }
        if (sent >= size) request.end();
      };
      pump();
    });
    expect(outcome.status).toBe(409);
    expect(outcome.connection).toBe('close');
    expect(outcome.sent).toBeLessThan(size / 2);
  });

  it('lets tus-js-client retry a PATCH whose connection was cut by a fault', async () => {
    const png = renderGeneratedCover(23);
    server.provider.ctx.faults.add({ operationId: 'appendUploadChunk', fault: { kind: 'network' }, times: 1 });
    const { Upload } = await import('tus-js-client');
    const methods: string[] = [];
    const location = await new Promise<string>((resolve, reject) => {
      const upload = new Upload(Buffer.from(png), {
        endpoint: `${server.url}/api/v1/uploads`,
        retryDelays: [0, 100],
        headers: { Authorization: `Bearer ${token}` },
        metadata: { filename: 'cover.png', filetype: 'image/png', kind: 'cover' },
        storeFingerprintForResuming: false,
        onAfterResponse: (request, response) => void methods.push(`${request.getMethod()} ${response.getStatus()}`),
        onError: reject,
        onSuccess: () => resolve(upload.url!),
      });
      upload.start();
    });
    expect(methods).toEqual(['POST 201', 'HEAD 200', 'PATCH 204']);
    const status = await fetch(`${location}/status`, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await status.json()) as { data: { state: string } }).data.state).toBe('complete');
  });
});

describe('startMockServer: data folder', () => {
  /** The upload records committed to the data folder's SQLite store, read by a connection of the test's own. */
  const storedUploads = (dataDir: string) => storedRecords<{ id: string; offset: number }>(dataDir, 'uploads');

  it('keeps the store and the uploaded bytes across restarts', async () => {
    const dataDir = await tempDir();
    let server = await startMockServer({ dataDir });
    const token = await createUserWithToken(server.provider.ctx);
    const auth = { ...TUS, Authorization: `Bearer ${token}` };
    const png = renderGeneratedCover(31);
    const created = await fetch(`${server.url}/api/v1/uploads`, {
      method: 'POST',
      headers: { ...auth, 'Upload-Length': String(png.length), 'Upload-Metadata': `kind ${b64('cover')}` },
    });
    const path = created.headers.get('location')!;
    const uploadId = path.split('/').pop()!;
    const patched = await fetch(`${server.url}${path}`, {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' },
      body: png.subarray(0, 500) as BodyInit,
    });
    expect(patched.status).toBe(204);
    // Committed before the answer, without closing the server.
    expect(storedUploads(dataDir).find((upload) => upload.id === uploadId)?.offset).toBe(500);
    await server.close();

    server = await startMockServer({ dataDir });
    try {
      const head = await rawRequest(`${server.url}${path}`, 'HEAD', auth);
      expect(head.status).toBe(200);
      expect(head.headers['upload-offset']).toBe('500');
      const rest = await fetch(`${server.url}${path}`, {
        method: 'PATCH',
        headers: { ...auth, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '500' },
        body: png.subarray(500) as BodyInit,
      });
      expect(rest.status).toBe(204);
      expect(new Uint8Array(await readFile(join(dataDir, 'blobs', uploadId)))).toEqual(png);
    } finally {
      await server.close();
    }
  });

  it('imports an older store.json once, then keeps it aside', async () => {
    const dataDir = await tempDir();
    const provider = await createMockProvider();
    await provider.ctx.db.notices.update((q) => q.where({ id: 1 }), {
      data(notice) {
        notice.title = { ko: '가져온 공지', en: 'Imported notice' };
      },
    });
    await writeFile(join(dataDir, 'store.json'), JSON.stringify(snapshotDatabase(provider.ctx.db)));
    for (let start = 0; start < 2; start += 1) {
      const server = await startMockServer({ dataDir });
      try {
        const notice = (await (await fetch(`${server.url}/api/v1/notices/1`)).json()) as { data: { title: { en: string } } };
        expect(notice.data.title.en).toBe('Imported notice');
        const files = await readdir(dataDir);
        expect(files).not.toContain('store.json');
        expect(files.filter((name) => name.startsWith('store.json.imported-'))).toHaveLength(1);
      } finally {
        await server.close();
      }
    }
  });

  it('starts from the seed when store.sqlite cannot be read, keeping the old file aside', async () => {
    const dataDir = await tempDir();
    await writeFile(join(dataDir, 'store.sqlite'), 'not a database, '.repeat(512));
    const server = await startMockServer({ dataDir });
    try {
      expect((await fetch(`${server.url}/api/v1/notices/1`)).status).toBe(200);
      expect((await readdir(dataDir)).some((name) => name.startsWith('store.sqlite.unreadable-'))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('starts from the seed when store.json cannot be read, keeping the old file aside', async () => {
    const dataDir = await tempDir();
    await writeFile(join(dataDir, 'store.json'), '{"version":1,"collections":{"users":[{"id":"not a number"}]}}');
    const server = await startMockServer({ dataDir });
    try {
      const login = await fetch(`${server.url}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login: 'musician@cue.test', password: 'cue-connect-1' }),
      });
      expect(login.status).toBe(200);
      expect((await readdir(dataDir)).some((name) => name.startsWith('store.json.unreadable-'))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('writes the reset store to disk at once, by the control endpoint or by provider.reset()', async () => {
    const dataDir = await tempDir();
    const server = await startMockServer({ dataDir });
    try {
      const token = await createUserWithToken(server.provider.ctx);
      const create = () =>
        fetch(`${server.url}/api/v1/uploads`, {
          method: 'POST',
          headers: { ...TUS, Authorization: `Bearer ${token}`, 'Upload-Length': '10', 'Upload-Metadata': `kind ${b64('audio')}` },
        });
      expect((await create()).status).toBe(201);
      expect(storedUploads(dataDir)).toHaveLength(1);
      await server.provider.reset();
      expect(storedUploads(dataDir)).toEqual([]);

      const again = await createUserWithToken(server.provider.ctx);
      await fetch(`${server.url}/api/v1/uploads`, {
        method: 'POST',
        headers: { ...TUS, Authorization: `Bearer ${again}`, 'Upload-Length': '10', 'Upload-Metadata': `kind ${b64('audio')}` },
      });
      const reset = await fetch(`${server.url}/__mock/reset`, { method: 'POST', headers: MOCK_CONTROL_HEADERS });
      expect(reset.status).toBe(200);
      expect(storedUploads(dataDir)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
