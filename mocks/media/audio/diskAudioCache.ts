import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { statNow } from '../../storage/statNow';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { digestOf } from '../digest';
import { renderGeneratedAudio } from '../wav';
import { fileRangeStream } from '../../storage/fileRangeStream';
import type { GeneratedAudioBody, GeneratedAudioStore } from './generatedAudioStore';
import { audioRenderVersion } from './renderVersion';

/**
 * NODE ONLY. The seed's generated audio rendered at most once per machine (and renderer version) into
 * `node_modules/.cache/cue-connect/audio/<render version>/<seed>_<seconds>.wav`, with the bytes' size and digest
 * beside it in `<seed>_<seconds>.json`; downloads stream the range asked for from the file. The local server
 * injects it (mocks/server/startMockServer.ts).
 *
 * Each file is written to a temporary name and renamed, the WAV first and then its description, which says the WAV
 * is complete: servers running side by side never read half a file, and an interrupted render (a temporary file
 * left behind, or a WAV without its description) is rendered again. A render takes about 0.3-0.7 s of CPU for a seed
 * track on a busy 2-core machine, once per track and machine instead of on every eviction of an in-memory cache, in
 * the local server's audio worker thread (`render`) so that other requests are not answered behind it; a process
 * renders one cue once even when asked for it many times at once.
 */

const defaultCacheRoot = () => resolve(dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.cache/cue-connect/audio');

export interface DiskAudioCacheOptions {
  /** Default `node_modules/.cache/cue-connect/audio`. */
  cacheDir?: string;
  /** Renders a cue that is not on disk yet; default `renderGeneratedAudio` in this thread (the server passes its worker's). */
  render?: (seed: number, seconds: number) => Promise<Uint8Array>;
}

export interface DiskAudioCache extends GeneratedAudioStore {
  /** The folder of this renderer version's WAVs. */
  readonly cacheDir: string;
  /** Cues rendered by this process so far (zero when the disk had them all). */
  readonly renderedCount: number;
}

interface Description {
  size: number;
  digest: string;
}

async function writeAtomic(path: string, bytes: Uint8Array | string): Promise<void> {
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, path);
}

const isDescription = (value: unknown): value is Description =>
  typeof value === 'object' && value !== null && Number.isSafeInteger((value as Description).size) && typeof (value as Description).digest === 'string';

export function createDiskAudioCache(options: DiskAudioCacheOptions = {}): DiskAudioCache {
  const cacheDir = join(options.cacheDir ?? defaultCacheRoot(), audioRenderVersion());
  const renderCue = options.render ?? (async (seed: number, seconds: number) => renderGeneratedAudio(seed, seconds));
  const known = new Map<string, Promise<Description>>();
  let rendered = 0;
  let folderReady: Promise<unknown> | undefined;

  const nameOf = (seed: number, seconds: number) => {
    if (!Number.isSafeInteger(seed) || !Number.isFinite(seconds)) throw new RangeError(`No generated audio for seed ${seed}, ${seconds} s`);
    return `${seed}_${seconds}`;
  };
  const wavPath = (name: string) => join(cacheDir, `${name}.wav`);
  const descriptionPath = (name: string) => join(cacheDir, `${name}.json`);

  /** The description of a complete WAV on disk, or undefined (none, unreadable, or a WAV of another size). */
  async function readDescription(name: string): Promise<Description | undefined> {
    try {
      const description: unknown = JSON.parse(await readFile(descriptionPath(name), 'utf8'));
      if (!isDescription(description)) return undefined;
      return (await stat(wavPath(name))).size === description.size ? description : undefined;
    } catch {
      return undefined;
    }
  }

  async function render(name: string, seed: number, seconds: number): Promise<Description> {
    const bytes = await renderCue(seed, seconds);
    rendered += 1;
    const description: Description = { size: bytes.byteLength, digest: digestOf(bytes) };
    folderReady ??= mkdir(cacheDir, { recursive: true });
    await folderReady;
    await writeAtomic(wavPath(name), bytes);
    await writeAtomic(descriptionPath(name), JSON.stringify(description));
    return description;
  }

  const describe = (name: string, seed: number, seconds: number): Promise<Description> => {
    let description = known.get(name);
    if (!description) {
      description = readDescription(name).then((found) => found ?? render(name, seed, seconds));
      // A failure is not remembered: the next request tries again.
      description.catch(() => known.delete(name));
      known.set(name, description);
    }
    return description;
  };

  return {
    cacheDir,
    get renderedCount() {
      return rendered;
    },
    async body(seed, seconds): Promise<GeneratedAudioBody> {
      const name = nameOf(seed, seconds);
      let description = await describe(name, seed, seconds);
      // Emptied since (`rm -rf node_modules/.cache`): rendered again rather than failing.
      const onDisk = statNow(wavPath(name));
      if (onDisk?.size !== description.size) {
        known.delete(name);
        folderReady = undefined;
        description = await describe(name, seed, seconds);
      }
      const path = wavPath(name);
      return { size: description.size, digest: description.digest, open: (start, end) => fileRangeStream(path, start, end) };
    },
  };
}
