import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileRangeStream, ONE_PIECE_MAX_BYTES } from './fileRangeStream';

const SIZE = 3 * 1024 * 1024;
const content = Uint8Array.from({ length: SIZE }, (_, index) => (index * 7) % 251);
let dir: string;
let path: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'range-stream-'));
  path = join(dir, 'file.bin');
  await writeFile(path, content);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function pieces(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const found: Uint8Array[] = [];
  for await (const piece of stream) found.push(piece);
  return found;
}
const joined = (parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

describe('fileRangeStream', () => {
  it("reads a player's piece (256 KiB) at once, before the event loop turns: no wait for the thread pool", async () => {
    const reader = fileRangeStream(path, 1000, 1000 + 256 * 1024).getReader();
    let turned = false;
    const turn = new Promise<void>((resolve) => setImmediate(() => ((turned = true), resolve())));
    const first = await reader.read();
    expect(turned).toBe(false);
    expect(first.value).toEqual(content.subarray(1000, 1000 + 256 * 1024));
    expect((await reader.read()).done).toBe(true);
    await turn;
  });

  it('streams a larger range in pieces that add up to the bytes asked for', async () => {
    const parts = await pieces(fileRangeStream(path, 5, ONE_PIECE_MAX_BYTES + 100_005));
    expect(parts.length).toBeGreaterThan(1);
    expect(joined(parts)).toEqual(content.subarray(5, ONE_PIECE_MAX_BYTES + 100_005));
  });

  it('ends early at the end of a file shorter than the range, whichever the size', async () => {
    expect(joined(await pieces(fileRangeStream(path, SIZE - 10, SIZE + 10)))).toEqual(content.subarray(SIZE - 10));
    expect(joined(await pieces(fileRangeStream(path, SIZE - 10, SIZE + ONE_PIECE_MAX_BYTES)))).toEqual(content.subarray(SIZE - 10));
  });

  it('gives an empty range no bytes', async () => {
    expect(await pieces(fileRangeStream(path, 10, 10))).toEqual([]);
  });

  it("errors a missing file's stream with the caller's error, whichever the size", async () => {
    const describe = () => new Error('No such cue');
    await expect(pieces(fileRangeStream(join(dir, 'gone'), 0, 10, describe))).rejects.toThrow('No such cue');
    await expect(pieces(fileRangeStream(join(dir, 'gone'), 0, 2 * ONE_PIECE_MAX_BYTES, describe))).rejects.toThrow('No such cue');
  });
});
