import { describe, expect, it } from 'vitest';
import { detectFileType, wavDurationSeconds } from '../../src/lib/domain/fileType';
import type { MockContext } from '../context';
import type { FileSource } from '../db/schemas';
import { renderGeneratedAudio, renderGeneratedCover } from '../media';
import { TEST_ORIGIN } from '../testing/testApi';
import { useTestApi } from '../testing/useTestApi';
import { parseRange } from './files';

const FILES = `${TEST_ORIGIN}/api/v1/files`;

async function addFile(ctx: MockContext, id: string, source: FileSource, contentType: 'audio/wav' | 'image/png', size: number) {
  await ctx.db.files.create({
    id,
    contentType,
    size,
    durationSeconds: null,
    ownerUserId: null,
    source,
    createdAt: new Date(ctx.clock.now()).toISOString(),
  });
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('parseRange', () => {
  it('reads one byte range against a size', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=999-999', 1000)).toEqual({ start: 999, end: 999 });
  });

  it('tells unsatisfiable ranges from ones to ignore', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=2000-3000', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange(null, 1000)).toBeUndefined();
    expect(parseRange('bytes=5-2', 1000)).toBeUndefined();
    expect(parseRange('bytes=-', 1000)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-9', 1000)).toBeUndefined();
    expect(parseRange('items=0-1', 1000)).toBeUndefined();
  });
});

describe('downloadFile', () => {
  const api = useTestApi();
  const ctx = () => api().provider.ctx;

  it('serves a seeded cue as a real WAV with Accept-Ranges and Content-Length', async () => {
    const wav = renderGeneratedAudio(42, 2);
    await addFile(ctx(), 'test_audio', { type: 'generatedAudio', seed: 42, seconds: 2 }, 'audio/wav', wav.length);
    const response = await fetch(`${FILES}/test_audio`);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('content-length')).toBe(String(wav.length));
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const body = await bytesOf(response);
    expect(body).toEqual(wav);
    expect(detectFileType(body)).toBe('audio/wav');
    expect(wavDurationSeconds(body.subarray(0, 44), body.length)).toBeCloseTo(2, 3);
  });

  it('answers ranges with 206 and Content-Range, so the player can seek', async () => {
    const wav = renderGeneratedAudio(5, 1);
    await addFile(ctx(), 'seek', { type: 'generatedAudio', seed: 5, seconds: 1 }, 'audio/wav', wav.length);
    const size = wav.length;
    const cases: Array<[string, number, number]> = [
      ['bytes=0-1023', 0, 1023],
      ['bytes=1000-', 1000, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await fetch(`${FILES}/seek`, { headers: { Range: range } });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers.get('content-length')).toBe(String(end - start + 1));
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(await bytesOf(response)).toEqual(wav.subarray(start, end + 1));
    }
  });

  it('answers 416 with Content-Range bytes */size for a range outside the file', async () => {
    const png = renderGeneratedCover(9);
    await addFile(ctx(), 'cover9', { type: 'generatedCover', seed: 9 }, 'image/png', png.length);
    for (const range of [`bytes=${png.length}-`, 'bytes=-0', `bytes=${png.length + 5}-${png.length + 10}`]) {
      const response = await fetch(`${FILES}/cover9`, { headers: { Range: range } });
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${png.length}`);
      expect(await response.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE', data: false });
    }
  });

  it('sends the whole file for ranges it does not serve (several, reversed)', async () => {
    const png = renderGeneratedCover(10);
    await addFile(ctx(), 'cover10', { type: 'generatedCover', seed: 10 }, 'image/png', png.length);
    for (const range of ['bytes=0-1,5-9', 'bytes=9-5']) {
      const response = await fetch(`${FILES}/cover10`, { headers: { Range: range } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const body = await bytesOf(response);
      expect(body).toEqual(png);
      expect(detectFileType(body)).toBe('image/png');
    }
  });

  it('streams uploaded files from the blob store, whole and in ranges', async () => {
    const bytes = Uint8Array.from({ length: 3_000_000 }, (_, index) => (index * 7) % 256);
    await ctx().blobs.create('blob_1');
    await ctx().blobs.append('blob_1', bytes);
    await addFile(ctx(), 'uploaded', { type: 'blob', blobId: 'blob_1' }, 'audio/wav', bytes.length);
    expect(await bytesOf(await fetch(`${FILES}/uploaded`))).toEqual(bytes);
    const part = await fetch(`${FILES}/uploaded`, { headers: { Range: 'bytes=1048570-2097160' } });
    expect(part.status).toBe(206);
    expect(await bytesOf(part)).toEqual(bytes.subarray(1048570, 2097161));
  });

  it('answers 404 FILE_NOT_FOUND for unknown ids, odd ids and files whose bytes are gone', async () => {
    await addFile(ctx(), 'orphan', { type: 'blob', blobId: 'missing' }, 'image/png', 10);
    for (const id of ['nope', 'orphan', '..%2Fstore.json', 'a'.repeat(65)]) {
      const response = await fetch(`${FILES}/${id}`);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'FILE_NOT_FOUND' });
    }
  });

  it('renders seeded media once and serves later ranges from the cache', async () => {
    await addFile(ctx(), 'long', { type: 'generatedAudio', seed: 77, seconds: 30 }, 'audio/wav', 0);
    const started = performance.now();
    const first = await fetch(`${FILES}/long`, { headers: { Range: 'bytes=0-1' } });
    await first.arrayBuffer();
    const firstMs = performance.now() - started;
    const again = performance.now();
    for (let i = 0; i < 5; i++) await (await fetch(`${FILES}/long`, { headers: { Range: `bytes=${i * 100000}-${i * 100000 + 99}` } })).arrayBuffer();
    const laterMs = (performance.now() - again) / 5;
    expect(laterMs).toBeLessThan(firstMs);
  });
});
