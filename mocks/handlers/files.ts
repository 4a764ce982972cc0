import type { MockContext } from '../context';
import type { FileRecord } from '../db/database';
import { defineOperation, type AnyOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import { renderGeneratedAudio, renderGeneratedCover } from '../media';
import { digestOf } from '../media/digest';
import { recordsById } from '../db/recordsMemo';

/**
 * Downloads with HTTP Range (RFC 9110, one range per request), so the audio element can seek and a
 * download can resume. Uploaded files stream from the blob store; the seed's audio comes from the injected
 * store (the local server's disk cache, mocks/media/audio/diskAudioCache.ts) when there is one; other seeded media,
 * and the audio without a store (the browser's mock), is synthesised from its seed and kept in a small LRU, so
 * seeking does not render the same cue again.
 */

const FILE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const STREAM_CHUNK = 256 * 1024;
/**
 * Cache lifetimes. An uploaded file (tus or photo) has a random 128-bit id made when its bytes are complete
 * (a complete upload takes no more bytes, a deleted one is gone, ids are never reused, not even after a reset),
 * so its URL names one content for good: kept a year without asking again. A seeded file's id
 * (`seed-cover-12`, `seed-audio-12`) is made from the track's number and names other bytes once the seed plan
 * or a renderer changes (a new version of the mock, another seed size on the same origin): it keeps the short
 * lifetime it had (an hour keeps seeking cheap without pinning an old seed for long), and its ETag names the
 * bytes (a digest of them), so a revalidation sees the change. (A seeded URL that carried a version of its
 * bytes could be immutable too; the contract declares no 304 for downloads, so nothing answers one.)
 */
export const IMMUTABLE_FILE = 'public, max-age=31536000, immutable';
export const SEEDED_FILE = 'public, max-age=3600';

export function fileCacheControl(file: FileRecord): string {
  return file.source.type === 'blob' ? IMMUTABLE_FILE : SEEDED_FILE;
}

export type ByteRange = { start: number; end: number };

/**
 * One `Range` header against a size: the inclusive range to send, `'unsatisfiable'` (416), or undefined
 * when the header is absent, malformed, not in bytes or has several ranges (then the whole file is sent,
 * as RFC 9110 allows).
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (header === null) return undefined;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined; // invalid: ignored
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Whether a `Range` may be served under the request's `If-Range` (RFC 9110 13.1.5): without one, yes; with an
 * entity tag, only when it is strongly the file's current ETag (a weak tag never matches); with a date, never (the
 * files answer no Last-Modified, so no date can be a validator of them). Otherwise the whole file answers 200, so a
 * client resuming a download of bytes that changed does not splice two versions together.
 */
export function rangeAllowed(ifRange: string | null, etag: string): boolean {
  if (ifRange === null) return true;
  const validator = ifRange.trim();
  return validator.startsWith('"') && validator === etag;
}

// ---- synthesised media, rendered once and kept while there is room ----

const CACHE_BUDGET_BYTES = 96 * 1024 * 1024;
const rendered = new Map<string, Uint8Array>();
let renderedBytes = 0;

/** A tiny LRU by bytes: a Map keeps insertion order, so re-inserting on use moves an entry to the end. */
function cachedRender(key: string, render: () => Uint8Array): Uint8Array {
  const hit = rendered.get(key);
  if (hit) {
    rendered.delete(key);
    rendered.set(key, hit);
    return hit;
  }
  const bytes = render();
  rendered.set(key, bytes);
  renderedBytes += bytes.byteLength;
  for (const [oldKey, old] of rendered) {
    if (renderedBytes <= CACHE_BUDGET_BYTES || oldKey === key) break;
    rendered.delete(oldKey);
    renderedBytes -= old.byteLength;
  }
  return bytes;
}

async function cachedRenderAsync(key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const hit = rendered.get(key);
  if (hit) return cachedRender(key, () => hit);
  const bytes = await render();
  return cachedRender(key, () => bytes);
}

function bytesStream(bytes: Uint8Array, start: number, end: number): ReadableStream<Uint8Array> {
  let position = start;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (position >= end) return controller.close();
      const next = Math.min(end, position + STREAM_CHUNK);
      controller.enqueue(bytes.slice(position, next));
      position = next;
    },
  });
}

export interface FileBody {
  size: number;
  /** A digest of the bytes, when they are at hand (synthesised files). */
  digest?(): string;
  /** Bytes [start, end) of the file. */
  open(start: number, end: number): ReadableStream<Uint8Array>;
}

/** The bytes of a stored file (uploaded: from the blob store; seeded: synthesised), or undefined when they are gone. */
export async function fileBody(ctx: MockContext, file: FileRecord): Promise<FileBody | undefined> {
  const { source } = file;
  if (source.type === 'blob') {
    const size = await ctx.blobs.size(source.blobId);
    if (size === undefined) return undefined;
    return { size, open: (start, end) => ctx.blobs.stream(source.blobId, start, end) };
  }
  if (source.type === 'generatedCoverVariant') {
    // Made by the injected processor (kept on disk by the local server); a store without one has no such files.
    const { covers } = ctx;
    if (!covers) return undefined;
    const variant = await cachedRenderAsync(`variant:${source.seed}:${source.format}:${source.width}`, () =>
      covers.generatedBytes(source.seed, source.format, source.width),
    );
    return { size: variant.byteLength, open: (start, end) => bytesStream(variant, start, end) };
  }
  if (source.type === 'generatedAudio' && ctx.audio) {
    const audio = await ctx.audio.body(source.seed, source.seconds);
    return { size: audio.size, digest: () => audio.digest, open: (start, end) => audio.open(start, end) };
  }
  const bytes =
    source.type === 'generatedAudio'
      ? cachedRender(`audio:${source.seed}:${source.seconds}`, () => renderGeneratedAudio(source.seed, source.seconds))
      : cachedRender(`cover:${source.seed}`, () => renderGeneratedCover(source.seed));
  return { size: bytes.byteLength, digest: () => digestOf(bytes), open: (start, end) => bytesStream(bytes, start, end) };
}

const fileIdOf = (request: Request) => {
  const segment = /\/api\/v1\/files\/([^/]+)\/?$/.exec(new URL(request.url).pathname)?.[1];
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

export const fileOperations: AnyOperation[] = [
  defineOperation({
    operationId: 'downloadFile',
    method: 'get',
    path: '/api/v1/files/{fileId}',
    async resolve({ ctx, request }) {
      const fileId = fileIdOf(request);
      const file = fileId && FILE_ID.test(fileId) ? recordsById(ctx.db.files.all()).get(fileId) : undefined;
      const notFound = problem(404, 'FILE_NOT_FOUND', `No file ${fileId}.`);
      if (!file) throw notFound;
      const body = await fileBody(ctx, file);
      if (!body) throw notFound;
      const { size } = body;
      const headers: Record<string, string> = {
        'Content-Type': file.contentType,
        'Accept-Ranges': 'bytes',
        'Cache-Control': fileCacheControl(file),
        ETag: body.digest ? `"${file.id}-${size}-${body.digest()}"` : `"${file.id}-${size}"`,
        'Access-Control-Expose-Headers': 'Accept-Ranges, Content-Range, Content-Length, ETag',
      };
      const range = rangeAllowed(request.headers.get('if-range'), headers.ETag!) ? parseRange(request.headers.get('range'), size) : undefined;
      if (range === 'unsatisfiable') {
        throw new ApiProblem(416, 'RANGE_NOT_SATISFIABLE', `The range lies outside the file (${size} bytes).`, undefined, {
          'Content-Range': `bytes */${size}`,
          'Accept-Ranges': 'bytes',
        });
      }
      if (!range) {
        headers['Content-Length'] = String(size);
        return new Response(size === 0 ? null : body.open(0, size), { status: 200, headers });
      }
      headers['Content-Length'] = String(range.end - range.start + 1);
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
      return new Response(body.open(range.start, range.end + 1), { status: 206, headers });
    },
  }),
];
