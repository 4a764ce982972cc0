import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from './blobStore';
import { createFsBlobStore } from './fsBlobStore';
import { createMemoryBlobStore } from './memoryBlobStore';

const bytes = (...values: number[]) => new Uint8Array(values);
const range = (length: number, from = 0) => Uint8Array.from({ length }, (_, index) => (from + index) % 251);

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

async function fsStore(): Promise<BlobStore> {
  const root = await mkdtemp(join(tmpdir(), 'cue-blobs-'));
  roots.push(root);
  return createFsBlobStore(join(root, 'blobs'));
}

// The same behaviour from both stores: the fs store must be a drop-in for the memory store.
describe.each([
  ['memory', async () => createMemoryBlobStore()],
  ['fs', fsStore],
] as const)('%s blob store', (_name, make) => {
  let store: BlobStore;
  beforeEach(async () => {
    store = await make();
  });

  it('creates empty blobs and appends at the end', async () => {
    await store.create('a');
    expect(await store.size('a')).toBe(0);
    expect(await store.append('a', bytes(1, 2, 3))).toBe(3);
    expect(await store.append('a', bytes(4, 5))).toBe(5);
    expect(await store.size('a')).toBe(5);
    expect(await store.read('a', 0, 5)).toEqual(bytes(1, 2, 3, 4, 5));
    expect(await store.read('a', 1, 4)).toEqual(bytes(2, 3, 4));
    expect(await store.read('a', 3, 99)).toEqual(bytes(4, 5));
  });

  it('answers undefined for the size of an unknown blob and refuses to append to it', async () => {
    expect(await store.size('nope')).toBeUndefined();
    await expect(store.append('nope', bytes(1))).rejects.toThrow(/No blob/);
  });

  it('keeps concurrent appends in call order', async () => {
    await store.create('c');
    const sizes = await Promise.all(Array.from({ length: 20 }, (_, index) => store.append('c', range(1000, index * 1000))));
    expect(sizes).toEqual(Array.from({ length: 20 }, (_, index) => (index + 1) * 1000));
    expect(await store.read('c', 0, 20_000)).toEqual(range(20_000));
  });

  it('streams a range', async () => {
    await store.create('s');
    await store.append('s', range(700_000));
    await store.append('s', range(300_000, 700_000));
    expect(await collect(store.stream('s', 0, 1_000_000))).toEqual(range(1_000_000));
    expect(await collect(store.stream('s', 650_000, 750_000))).toEqual(range(100_000, 650_000));
    expect(await collect(store.stream('s', 10, 10))).toEqual(bytes());
  });

  it('can cancel a stream midway', async () => {
    await store.create('x');
    await store.append('x', range(2_000_000));
    const reader = store.stream('x', 0, 2_000_000).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await reader.cancel();
  });

  it('deletes one blob and clears all', async () => {
    await store.create('d1');
    await store.create('d2');
    await store.append('d1', bytes(1));
    await store.delete('d1');
    expect(await store.size('d1')).toBeUndefined();
    expect(await store.size('d2')).toBe(0);
    await store.delete('d1');
    await store.clear();
    expect(await store.size('d2')).toBeUndefined();
    await store.create('d3');
    expect(await store.size('d3')).toBe(0);
  });
});

describe('fs blob store on disk', () => {
  it('writes one file per blob under the folder and survives a new store on the same folder', async () => {
    const root = await mkdtemp(join(tmpdir(), 'cue-blobs-'));
    roots.push(root);
    const first = createFsBlobStore(root);
    await first.create('upload_1');
    await first.append('upload_1', bytes(9, 8, 7));
    expect(await readdir(root)).toEqual(['upload_1']);
    expect(new Uint8Array(await readFile(join(root, 'upload_1')))).toEqual(bytes(9, 8, 7));
    const second = createFsBlobStore(root);
    expect(await second.size('upload_1')).toBe(3);
    expect(await second.append('upload_1', bytes(6))).toBe(4);
  });

  it('refuses ids that could leave the folder', async () => {
    const store = await fsStore();
    await expect(store.create('../escape')).rejects.toThrow(/Invalid blob id/);
    expect(() => store.stream('a/b', 0, 1)).toThrow(/Invalid blob id/);
  });

  it('errors the stream of a missing blob', async () => {
    const store = await fsStore();
    await store.create('present');
    await expect(collect(store.stream('missing', 0, 10))).rejects.toThrow(/No blob/);
  });
});

describe('free space', () => {
  it('the fs store tells how many bytes its disk still has (the upload guard reads it); memory has no disk', async () => {
    const free = await (await fsStore()).freeBytes!();
    expect(free).toBeGreaterThan(0);
    expect(Number.isSafeInteger(free)).toBe(true);
    expect('freeBytes' in createMemoryBlobStore()).toBe(false);
  });
});
