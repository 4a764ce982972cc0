import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockContext } from '../../context';
import type { FileSource } from '../../db/schemas';
import { TEST_ORIGIN } from '../../testing/testApi';
import { useTestApi } from '../../testing/useTestApi';
import { digestOf } from '../digest';
import { renderGeneratedAudio } from '../wav';
import { createDiskAudioCache } from './diskAudioCache';

const FILES = `${TEST_ORIGIN}/api/v1/files`;
const bytesOf = async (stream: ReadableStream<Uint8Array> | Response) =>
  new Uint8Array(await new Response(stream instanceof Response ? stream.body : stream).arrayBuffer());

let cacheRoot: string;
beforeAll(async () => {
  cacheRoot = await mkdtemp(join(tmpdir(), 'cue-audio-'));
});
afterAll(async () => {
  await rm(cacheRoot, { recursive: true, force: true });
});

async function addAudio(ctx: MockContext, id: string, seed: number, seconds: number, size: number) {
  const source: FileSource = { type: 'generatedAudio', seed, seconds };
  await ctx.db.files.create({
    id,
    contentType: 'audio/wav',
    size,
    durationSeconds: seconds,
    ownerUserId: null,
    source,
    createdAt: new Date(ctx.clock.now()).toISOString(),
  });
}

describe('the disk audio cache', () => {
  it('keeps a WAV byte-identical to a fresh render, once per machine: a second cache (a new run) renders nothing', async () => {
    const cacheDir = join(cacheRoot, 'once');
    const fresh = renderGeneratedAudio(31, 3);
    const first = createDiskAudioCache({ cacheDir });
    const [body, same] = await Promise.all([first.body(31, 3), first.body(31, 3)]);
    expect(first.renderedCount).toBe(1);
    expect(body).toMatchObject({ size: fresh.byteLength, digest: digestOf(fresh) });
    expect(same.size).toBe(body.size);
    expect(new Uint8Array(await readFile(join(first.cacheDir, '31_3.wav')))).toEqual(fresh);
    expect(await bytesOf(body.open(0, body.size))).toEqual(fresh);

    const second = createDiskAudioCache({ cacheDir });
    expect(second.cacheDir).toBe(first.cacheDir);
    const again = await second.body(31, 3);
    expect(again).toMatchObject({ size: fresh.byteLength, digest: digestOf(fresh) });
    expect(await bytesOf(again.open(0, again.size))).toEqual(fresh);
    expect(second.renderedCount).toBe(0);
    expect((await readdir(second.cacheDir)).sort()).toEqual(['31_3.json', '31_3.wav']);
  });

  it("renders through the renderer it is given (the server's worker thread), once for many asks", async () => {
    const asked: string[] = [];
    const cache = createDiskAudioCache({
      cacheDir: join(cacheRoot, 'given'),
      render: async (seed, seconds) => {
        asked.push(`${seed}_${seconds}`);
        return renderGeneratedAudio(seed, seconds);
      },
    });
    const bodies = await Promise.all([cache.body(12, 2), cache.body(12, 2), cache.body(13, 1)]);
    expect(asked.sort()).toEqual(['12_2', '13_1']);
    expect(await bytesOf(bodies[1].open(0, bodies[1].size))).toEqual(renderGeneratedAudio(12, 2));
  });

  it('streams any byte range from the file', async () => {
    const cache = createDiskAudioCache({ cacheDir: join(cacheRoot, 'ranges') });
    const fresh = renderGeneratedAudio(8, 20);
    const body = await cache.body(8, 20);
    for (const [start, end] of [
      [0, 44],
      [1000, 1001],
      [262_000, 262_000 + 600_000],
      [body.size - 10, body.size],
      [50, 50],
    ] as const) {
      expect(await bytesOf(body.open(start, end))).toEqual(fresh.subarray(start, end));
    }
  });

  it('ignores what an interrupted render left (a temporary file, a WAV without its description, a short WAV) and renders again', async () => {
    const cacheDir = join(cacheRoot, 'interrupted');
    const fresh = renderGeneratedAudio(5, 2);
    const folder = createDiskAudioCache({ cacheDir }).cacheDir;
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });

    await writeFile(join(folder, '5_2.wav.4242.abc.tmp'), fresh.subarray(0, 1000));
    const afterTemp = createDiskAudioCache({ cacheDir });
    expect(await bytesOf((await afterTemp.body(5, 2)).open(0, fresh.byteLength))).toEqual(fresh);
    expect(afterTemp.renderedCount).toBe(1);

    await rm(join(folder, '5_2.json'));
    const withoutDescription = createDiskAudioCache({ cacheDir });
    await withoutDescription.body(5, 2);
    expect(withoutDescription.renderedCount).toBe(1);

    await writeFile(join(folder, '5_2.wav'), fresh.subarray(0, 5000));
    const shortWav = createDiskAudioCache({ cacheDir });
    const body = await shortWav.body(5, 2);
    expect(shortWav.renderedCount).toBe(1);
    expect(await bytesOf(body.open(0, body.size))).toEqual(fresh);
  });

  it('renders again when the cache is emptied under a running server', async () => {
    const cache = createDiskAudioCache({ cacheDir: join(cacheRoot, 'emptied') });
    await cache.body(6, 1);
    await rm(cache.cacheDir, { recursive: true });
    const body = await cache.body(6, 1);
    expect(cache.renderedCount).toBe(2);
    expect(await bytesOf(body.open(0, body.size))).toEqual(renderGeneratedAudio(6, 1));
  });
});

describe('downloads of generated audio', () => {
  const api = useTestApi();
  const ctx = () => api().provider.ctx;

  async function download(id: string, range?: string) {
    const response = await fetch(`${FILES}/${id}`, { headers: range ? { Range: range } : {} });
    return { response, headers: Object.fromEntries(response.headers), bytes: await bytesOf(response) };
  }

  it('answers the same bytes and headers from the disk cache as from memory, whole and in ranges', async () => {
    const fresh = renderGeneratedAudio(77, 12);
    await addAudio(ctx(), 'cached_audio', 77, 12, fresh.byteLength);
    const asked = ['', 'bytes=0-1023', 'bytes=100000-', 'bytes=-500', `bytes=${fresh.byteLength}-`];
    const inMemory = [];
    for (const range of asked) inMemory.push(await download('cached_audio', range || undefined));

    const cache = createDiskAudioCache({ cacheDir: join(cacheRoot, 'served') });
    ctx().audio = cache;
    for (const [index, range] of asked.entries()) {
      const fromDisk = await download('cached_audio', range || undefined);
      expect(fromDisk.response.status, range).toBe(inMemory[index]!.response.status);
      expect(fromDisk.headers, range).toEqual(inMemory[index]!.headers);
      expect(fromDisk.bytes, range).toEqual(inMemory[index]!.bytes);
    }
    expect(cache.renderedCount).toBe(1);
    expect(inMemory[0]!.bytes).toEqual(fresh);
    expect(inMemory[1]!.response.status).toBe(206);
    expect(inMemory[1]!.bytes).toEqual(fresh.subarray(0, 1024));
    expect(inMemory[2]!.headers['content-range']).toBe(`bytes 100000-${fresh.byteLength - 1}/${fresh.byteLength}`);
    expect(inMemory[4]!.response.status).toBe(416);
  });
});
