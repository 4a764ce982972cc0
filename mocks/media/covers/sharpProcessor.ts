import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderGeneratedCover } from '../png';
import {
  COVER_FORMATS,
  COVER_WIDTHS,
  formatExtension,
  variantHeight,
  variantWidths,
  type CoverFormat,
  type CoverProcessor,
  type CoverRendition,
  type CoverVariantBytes,
} from './processor';

/**
 * NODE ONLY (sharp is native code): never import this from code the browser bundle reaches. The local server
 * injects it (mocks/server/startMockServer.ts); the mock's handlers see only the `CoverProcessor` interface.
 *
 * Encoding cost measured on this machine (2 shared cores) for a 320 px cover: WebP 4 / 5 / 9 ms at 96 / 192 /
 * 320 px, AVIF (effort 2) 8 / 17 / 35 ms: about 80 ms per seeded cover for both formats, affordable once. The
 * seed's copies are kept on disk (`node_modules/.cache/cue-connect/covers/<settings hash>/`), so they are made once
 * per machine and settings, and seeding again (a reset) reads only what it has not read yet in this process.
 */

const WEBP = { quality: 75, effort: 4 } as const;
const AVIF = { quality: 50, effort: 2 } as const;
/** Seeded covers encoded at once (sharp also spreads each encode over its own threads). */
const CONCURRENCY = 2;

const defaultCacheRoot = () => resolve(dirname(fileURLToPath(import.meta.url)), '../../../node_modules/.cache/cue-connect/covers');

export interface SharpCoverProcessorOptions {
  /** Where the seed's copies are kept; default `node_modules/.cache/cue-connect/covers`. */
  cacheDir?: string;
}

export interface SharpCoverProcessor extends CoverProcessor {
  /** Generated covers encoded by this processor so far (zero when the disk cache had them all). */
  readonly encodedGeneratedCovers: number;
  /** The folder of this settings' copies. */
  readonly cacheDir: string;
}

async function encode(image: Uint8Array, format: CoverFormat, width: number): Promise<Buffer> {
  const pipeline = sharp(image).autoOrient().resize({ width, withoutEnlargement: true });
  return format === 'image/avif' ? pipeline.avif(AVIF).toBuffer() : pipeline.webp(WEBP).toBuffer();
}

/** Every copy of an image, sorted by format then width. */
async function renderVariants(image: Uint8Array): Promise<CoverRendition<CoverVariantBytes>> {
  const metadata = await sharp(image).metadata();
  const { width, height } = metadata.autoOrient;
  const variants: CoverVariantBytes[] = [];
  for (const format of COVER_FORMATS) {
    for (const variantWidth of variantWidths(width)) {
      const bytes = new Uint8Array(await encode(image, format, variantWidth));
      variants.push({ format, width: variantWidth, height: variantHeight({ width, height }, variantWidth), size: bytes.byteLength, bytes });
    }
  }
  return { width, height, variants };
}

/**
 * Decodes every pixel (to a 16 px thumbnail, so no large buffer is kept) and fails on decoder errors: a file
 * whose signature is right but whose data is not an image is refused.
 */
async function decodes(image: Uint8Array): Promise<boolean> {
  try {
    await sharp(image, { failOn: 'error' }).resize({ width: 16, height: 16, fit: 'inside' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** One limiter: at most `limit` tasks at a time. */
function limiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((wake) => waiting.push(wake));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

async function writeAtomic(path: string, bytes: Uint8Array | string): Promise<void> {
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, path);
}

export function createSharpCoverProcessor(options: SharpCoverProcessorOptions = {}): SharpCoverProcessor {
  // The settings and the generator's output name the folder: changing either makes (and uses) new copies.
  const settings = JSON.stringify({
    COVER_FORMATS,
    COVER_WIDTHS,
    WEBP,
    AVIF,
    sharp: sharp.versions.sharp,
    probe: createHash('sha256').update(renderGeneratedCover(1)).digest('hex'),
  });
  const cacheDir = join(options.cacheDir ?? defaultCacheRoot(), createHash('sha256').update(settings).digest('hex').slice(0, 16));
  const known = new Map<number, Promise<CoverRendition>>();
  const limit = limiter(CONCURRENCY);
  let encoded = 0;
  let folderReady: Promise<unknown> | undefined;

  const metaPath = (seed: number) => join(cacheDir, `${seed}.json`);
  const bytesPath = (seed: number, format: CoverFormat, width: number) => join(cacheDir, `${seed}-${width}.${formatExtension(format)}`);

  /** Encodes a generated cover and keeps its copies (bytes first, then the description that says they are there). */
  const make = (seed: number) =>
    limit(async () => {
      const rendition = await renderVariants(renderGeneratedCover(seed));
      encoded += 1;
      folderReady ??= mkdir(cacheDir, { recursive: true });
      await folderReady;
      await Promise.all(rendition.variants.map((variant) => writeAtomic(bytesPath(seed, variant.format, variant.width), variant.bytes)));
      const described: CoverRendition = {
        width: rendition.width,
        height: rendition.height,
        variants: rendition.variants.map(({ format, width, height, size }) => ({ format, width, height, size })),
      };
      await writeAtomic(metaPath(seed), JSON.stringify(described));
      return described;
    });

  const generated = (seed: number): Promise<CoverRendition> => {
    let rendition = known.get(seed);
    if (!rendition) {
      rendition = readFile(metaPath(seed), 'utf8')
        .then((text) => JSON.parse(text) as CoverRendition)
        .catch(() => make(seed));
      // A failure is not remembered: the next call tries again.
      rendition.catch(() => known.delete(seed));
      known.set(seed, rendition);
    }
    return rendition;
  };

  return {
    cacheDir,
    get encodedGeneratedCovers() {
      return encoded;
    },
    resize: renderVariants,
    decodes,
    generated,
    async generatedBytes(seed, format, width) {
      await generated(seed);
      try {
        return new Uint8Array(await readFile(bytesPath(seed, format, width)));
      } catch {
        // The cache was emptied since: make the copies again.
        known.delete(seed);
        await make(seed);
        return new Uint8Array(await readFile(bytesPath(seed, format, width)));
      }
    },
  };
}
