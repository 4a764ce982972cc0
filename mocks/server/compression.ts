import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/**
 * HTTP compression for the local server's answers (the app's code and styles, API JSON, generated covers).
 * A browser on a slow network downloads the app's 790 kB of minified JS as about 190 kB of gzip; without
 * compression the first page of a phone on 4G waits seconds longer.
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Types worth compressing. PNG too: the generated covers are stored uncompressed inside the PNG. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|manifest\+json|problem\+json)|image\/(?:svg\+xml|png))/i;
/** Smaller answers fit in one packet anyway; larger ones (an uploaded photo of 100 MB) are not worth the CPU. */
export const MIN_COMPRESSED_BYTES = 1024;
export const MAX_COMPRESSED_BYTES = 4 * 1024 * 1024;
/**
 * Answers up to this size that change with the data are compressed in the calling thread: 10 kB of JSON takes 0.07 ms
 * of CPU there, while handing it to the thread pool costs this thread about 0.1 ms whatever the size and waits a turn
 * of a busy loop. Larger answers cost more inline than handed over (64 KiB inline doubled this thread's compression
 * time under load), so they go to the pool.
 */
export const MAX_INLINE_COMPRESSED_BYTES = 16 * 1024;
/** Compressed copies of answers that carry a validator (ETag or Last-Modified), so each is compressed once. */
const CACHE_BUDGET_BYTES = 32 * 1024 * 1024;

export type ContentEncoding = 'br' | 'gzip';

/** The best encoding the client accepts ("br" over "gzip"), honouring `q=0`; undefined for none. */
export function chooseEncoding(acceptEncoding: string | null): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

const ENCODED_TAG = /-(?:br|gzip)"/g;

/**
 * The request as the handlers must see it: a compressed answer's strong ETag carries its encoding (`"x-br"`),
 * which the handler that made the plain `"x"` does not know, so `If-None-Match` names the plain tags.
 */
export function withPlainValidators(request: Request): Request {
  const ifNoneMatch = request.headers.get('If-None-Match');
  if (!ifNoneMatch || !ENCODED_TAG.test(ifNoneMatch)) return request;
  const headers = new Headers(request.headers);
  headers.set('If-None-Match', ifNoneMatch.replace(ENCODED_TAG, '"'));
  return new Request(request, { headers });
}

/** A 304's ETag names the representation the client holds: the compressed one when it asked with that tag. */
function encodedNotModified(request: Request, response: Response): Response {
  const etag = response.headers.get('ETag');
  const asked = request.headers.get('If-None-Match') ?? '';
  if (!etag || etag.startsWith('W/')) return response;
  const held = (['br', 'gzip'] as const).map((encoding) => etag.replace(/"$/, `-${encoding}"`)).find((tag) => asked.includes(tag));
  if (!held) return response;
  const headers = new Headers(response.headers);
  headers.set('ETag', held);
  headers.append('Vary', 'Accept-Encoding');
  return new Response(null, { status: 304, headers });
}

interface CachedCopy {
  encoding: ContentEncoding | 'identity';
  bytes: Uint8Array<ArrayBuffer>;
}

/** Creates the compressor of one server (its own cache). */
export function createResponseCompressor() {
  const cache = new Map<string, CachedCopy>();
  let cachedBytes = 0;

  const remember = (key: string, copy: CachedCopy) => {
    cache.set(key, copy);
    cachedBytes += copy.bytes.byteLength;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= CACHE_BUDGET_BYTES) break;
      cache.delete(oldKey);
      cachedBytes -= old.bytes.byteLength;
    }
  };

  const compress = async (bytes: Uint8Array<ArrayBuffer>, encoding: ContentEncoding, lasting: boolean): Promise<Uint8Array<ArrayBuffer>> => {
    // Files that never change (hashed assets) are compressed once at brotli's densest quality (11: ~75 ms for 60 kB).
    // Everything else, including pages and lists that carry a validator but change with the data, at quality 5
    // (~2 ms for 60 kB, 2% larger than 9, which took ~100 ms: under load every re-rendered page paid it).
    const inline = !lasting && bytes.byteLength <= MAX_INLINE_COMPRESSED_BYTES;
    if (encoding === 'br') {
      const options = { params: { [constants.BROTLI_PARAM_QUALITY]: lasting ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } };
      return inline ? brotliCompressSync(bytes, options) : brotli(bytes, options);
    }
    const options = { level: lasting ? 9 : 6 };
    return inline ? gzipSync(bytes, options) : gzipAsync(bytes, options);
  };

  /**
   * The answer compressed for this request when it is worth it: a complete (200) GET answer of a
   * compressible type between 1 kB and 4 MB. A copy that saves less than a twentieth is not used.
   * Every compressible answer varies by Accept-Encoding.
   */
  return async function compressResponse(request: Request, response: Response): Promise<Response> {
    if (response.status === 304) return encodedNotModified(request, response);
    const type = response.headers.get('Content-Type') ?? '';
    if (request.method !== 'GET' || response.status !== 200 || !response.body || !COMPRESSIBLE_TYPE.test(type)) return response;
    if (response.headers.has('Content-Encoding') || response.headers.has('Content-Range')) return response;
    const headers = new Headers(response.headers);
    headers.append('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers.get('Accept-Encoding'));
    const declared = Number(response.headers.get('Content-Length') ?? Number.NaN);
    if (!encoding || declared > MAX_COMPRESSED_BYTES || declared < MIN_COMPRESSED_BYTES) return new Response(response.body, { status: 200, headers });

    const validator = response.headers.get('ETag') ?? response.headers.get('Last-Modified');
    const key = validator ? `${encoding} ${new URL(request.url).pathname} ${validator}` : undefined;
    let copy = key ? cache.get(key) : undefined;
    if (!copy) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.byteLength < MIN_COMPRESSED_BYTES || bytes.byteLength > MAX_COMPRESSED_BYTES) {
        copy = { encoding: 'identity', bytes };
      } else {
        const compressed = await compress(bytes, encoding, /\bimmutable\b/.test(response.headers.get('Cache-Control') ?? ''));
        copy = compressed.byteLength <= bytes.byteLength * 0.95 ? { encoding, bytes: compressed } : { encoding: 'identity', bytes };
      }
      if (key) remember(key, copy);
    } else {
      void response.body.cancel().catch(() => undefined);
    }
    if (copy.encoding !== 'identity') {
      headers.set('Content-Encoding', copy.encoding);
      headers.delete('Accept-Ranges'); // ranges are served of the plain bytes, in answers without an encoding
      // A strong validator names one representation: the compressed one gets its own.
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', etag.replace(/"$/, `-${copy.encoding}"`));
    }
    headers.set('Content-Length', String(copy.bytes.byteLength));
    return new Response(copy.bytes, { status: 200, headers });
  };
}
