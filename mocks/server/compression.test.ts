import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/rawRequest';
import { chooseEncoding, createResponseCompressor, MAX_INLINE_COMPRESSED_BYTES } from './compression';
import { startMockServer, type MockServer } from './startMockServer';

/** What went over the wire (fetch would decompress it). */
const rawGet = (url: string, headers: Record<string, string> = {}) => rawRequest(url, 'GET', headers);

const decode = (encoding: string | string[] | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('chooseEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and wildcards', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('gzip;q=0')).toBeUndefined();
    expect(chooseEncoding(null)).toBeUndefined();
  });
});

describe('compressResponse', () => {
  const json = (size: number) => JSON.stringify({ words: 'calm strings over rain '.repeat(Math.ceil(size / 23)).slice(0, size) });
  const answer = (body: string) => new Response(body, { headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } });
  const asking = (encoding: string) => new Request('http://localhost/api/v1/music', { headers: { 'Accept-Encoding': encoding } });

  it('compresses an API answer without waiting for a turn of the event loop, decoding to the same text', async () => {
    const compress = createResponseCompressor();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const body = json(10_000);
      let turned = false;
      const turn = new Promise<void>((resolve) => setImmediate(() => ((turned = true), resolve())));
      const compressed = await compress(asking(encoding), answer(body));
      expect(turned).toBe(false);
      expect(compressed.headers.get('Content-Encoding')).toBe(encoding);
      expect(decode(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(body);
      await turn;
    }
  });

  it('compresses a larger answer in the thread pool, decoding to the same text', async () => {
    const body = json(MAX_INLINE_COMPRESSED_BYTES + 1000);
    const compressed = await createResponseCompressor()(asking('br'), answer(body));
    expect(compressed.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe(body);
  });
});

describe('the local server compresses what is worth it', () => {
  let server: MockServer;
  let root: string;
  const script = `export const tracks = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, title: "track ${i}" }`).join(', ')}];\n`;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'cue-compression-'));
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Cue Connect</title>');
    await writeFile(join(root, 'assets', 'main-ABCD2345.js'), script);
    await writeFile(join(root, 'assets', 'photo-ABCD2345.jpg'), Buffer.alloc(4096, 7));
    server = await startMockServer({ staticDir: root });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  it('sends the app code as brotli or gzip, the same bytes once decoded, and plain to a client without either', async () => {
    const url = `${server.url}/assets/main-ABCD2345.js`;
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await rawGet(url, { 'Accept-Encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(expected);
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decode(answer.headers['content-encoding'], answer.body).toString()).toBe(script);
      if (expected) expect(answer.body.length).toBeLessThan(script.length / 4);
    }
    // The cached copy is the same on the next request.
    const again = await rawGet(url, { 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(again.body).toString()).toBe(script);
  });

  it('sends a generated album cover compressed, decoding to the very bytes of the plain answer, with its own ETag', async () => {
    const { data } = (await (await fetch(`${server.url}/api/v1/home/covers`)).json()) as { data: Array<{ coverUrl: string }> };
    const coverUrl = `${server.url}${data[0]!.coverUrl}`;
    const plain = await rawGet(coverUrl);
    const compressed = await rawGet(coverUrl, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body.length).toBeLessThan(plain.body.length / 3);
    expect(decode('br', compressed.body).equals(plain.body)).toBe(true);
    expect(compressed.headers.etag).not.toBe(plain.headers.etag);
    expect(compressed.headers['accept-ranges']).toBeUndefined();
  });

  it('answers 304 to the ETag of a compressed waveform, naming the compressed copy the browser holds', async () => {
    const url = `${server.url}/api/v1/music/1/waveform`;
    const compressed = await rawGet(url, { 'Accept-Encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    const etag = compressed.headers.etag as string;
    expect(etag).toMatch(/-br"$/);
    const revalidated = await rawGet(url, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.body.length).toBe(0);
    const plain = await rawGet(url);
    expect((await rawGet(url, { 'If-None-Match': plain.headers.etag as string })).status).toBe(304);
    expect((await rawGet(url, { 'Accept-Encoding': 'br', 'If-None-Match': '"another-br"' })).status).toBe(200);
  });

  it('leaves ranges, incompressible and small answers as they are', async () => {
    const { data } = (await (await fetch(`${server.url}/api/v1/home/covers`)).json()) as { data: Array<{ coverUrl: string }> };
    const range = await rawGet(`${server.url}${data[0]!.coverUrl}`, { 'Accept-Encoding': 'br', Range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.body.length).toBe(100);
    const photo = await rawGet(`${server.url}/assets/photo-ABCD2345.jpg`, { 'Accept-Encoding': 'br' });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.body.length).toBe(4096);
    const page = await rawGet(`${server.url}/`, { 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBeUndefined(); // under 1 kB
  });
});
