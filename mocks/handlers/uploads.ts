import type * as z from 'zod';
import type { UploadKind, UploadStatus } from '../../src/api/generated/types.gen';
import {
  detectFileType,
  id3v2Length,
  isAllowedFor,
  MAX_FILE_BYTES,
  mp3DurationSeconds,
  wavDurationSeconds,
  type DetectedFileType,
} from '../../src/domain/fileType';
import { requireMusician, requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import type { UploadRecord, UserRecord } from '../db/database';
import type { uploadRecord } from '../db/schemas';
import { ok } from '../http/envelope';
import { defineOperation, type AnyOperation, type OperationInput } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import { toStoredFile } from '../http/views';
import { randomId } from '../ids';
import { deleteFile } from './musicRemoval';

/**
 * tus 1.0 (core, creation, termination, expiration) for music and cover files.
 * Runs unchanged in vitest (msw/node), the service worker and the local HTTP server. PATCH reads the
 * body as a stream and appends it to the blob store as it arrives, so a connection cut midway keeps the
 * bytes received so far and HEAD reports them.
 */

export const TUS_VERSION = '1.0.0';
export const TUS_EXTENSIONS = 'creation,termination,expiration';
export const UPLOADS_PATH = '/api/v1/uploads';
export const uploadUrl = (uploadId: string) => `${UPLOADS_PATH}/${uploadId}`;

/** Small request-body chunks are gathered up to this size before each append (fewer writes, same result). */
const COALESCE_BYTES = 4 * 1024 * 1024;
/** Leading bytes read to check the type and the duration once an upload is complete. */
const SNIFF_BYTES = 64 * 1024;
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;
const OFFSET_CONTENT_TYPE = 'application/offset+octet-stream';

const EXPOSED_HEADERS = [
  'Location',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Extension',
  'Tus-Max-Size',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Expires',
  'Upload-Metadata',
].join(', ');

const tusHeaders = (extra: Record<string, string> = {}): Record<string, string> => ({
  'Tus-Resumable': TUS_VERSION,
  'Access-Control-Expose-Headers': EXPOSED_HEADERS,
  ...extra,
});

const httpDate = (ms: number) => new Date(ms).toUTCString();

/** Every answer of a tus operation, errors included, carries the tus headers. */
function withTusHeaders<I>(resolve: (input: I) => Promise<Response>): (input: I) => Promise<Response> {
  return async (input) => {
    try {
      return await resolve(input);
    } catch (error) {
      if (!(error instanceof ApiProblem)) throw error;
      throw new ApiProblem(error.status, error.code, error.message, error.fieldErrors, tusHeaders(error.headers));
    }
  };
}

function requireTusVersion(request: Request): void {
  if (request.headers.get('tus-resumable') !== TUS_VERSION) {
    throw new ApiProblem(412, 'TUS_VERSION_UNSUPPORTED', `Tus-Resumable must be ${TUS_VERSION}.`, undefined, {
      'Tus-Version': TUS_VERSION,
    });
  }
}

const invalid = (field: string, message: string) =>
  new ApiProblem(400, 'INVALID_REQUEST', undefined, [{ field, code: 'invalid', message }]);

function decodeBase64Utf8(value: string): string {
  const binary = atob(value);
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** `Upload-Metadata`: comma-separated `key base64value` pairs; keys unique, values optional. */
export function parseUploadMetadata(header: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const trimmed = pair.trim();
    if (trimmed === '') continue;
    const [key, value, ...rest] = trimmed.split(' ');
    if (!key || rest.length > 0 || key in metadata) throw invalid('Upload-Metadata', 'Use comma-separated "key base64value" pairs.');
    try {
      metadata[key] = value === undefined ? '' : decodeBase64Utf8(value);
    } catch {
      throw invalid('Upload-Metadata', `The value of ${key} is not base64 UTF-8.`);
    }
  }
  return metadata;
}

// ---- one request at a time per upload ----

interface LockState {
  /** Settles when the last queued holder releases. */
  tail: Promise<void>;
  waiting: number;
  /** Set while the holder is a PATCH receiving bytes: asks it to store what it has and stop. */
  interrupt?: () => void;
}

interface UploadLock {
  /** Marks the holder as interruptible (a receiving PATCH); interrupted at once if someone is waiting. */
  interruptible(interrupt: () => void): void;
  release(): void;
}

const uploadLocks = new WeakMap<MockContext, Map<string, LockState>>();
const locksOf = (ctx: MockContext) => {
  let map = uploadLocks.get(ctx);
  if (!map) uploadLocks.set(ctx, (map = new Map()));
  return map;
};
const isLocked = (ctx: MockContext, uploadId: string) => locksOf(ctx).has(uploadId);

/**
 * HEAD, PATCH and DELETE of one upload run one at a time. A request that finds a PATCH still receiving
 * (typically a client that lost its connection and asks HEAD before the server noticed) interrupts it,
 * like tusd's lock release: the older PATCH stores the bytes it has and answers, then the newer request
 * sees the final offset.
 */
async function lockUpload(ctx: MockContext, uploadId: string): Promise<UploadLock> {
  const locks = locksOf(ctx);
  let state = locks.get(uploadId);
  if (!state) locks.set(uploadId, (state = { tail: Promise.resolve(), waiting: 0 }));
  const lock = state;
  lock.interrupt?.();
  const previous = lock.tail;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const mine = previous.then(() => released);
  lock.tail = mine;
  lock.waiting += 1;
  await previous;
  lock.waiting -= 1;
  lock.interrupt = undefined;
  let done = false;
  return {
    interruptible(interrupt) {
      if (done) return;
      lock.interrupt = interrupt;
      if (lock.waiting > 0) interrupt();
    },
    release() {
      if (done) return;
      done = true;
      lock.interrupt = undefined;
      if (lock.tail === mine && lock.waiting === 0) locks.delete(uploadId);
      release();
    },
  };
}

async function withUploadLock<T>(ctx: MockContext, uploadId: string, run: (lock: UploadLock) => Promise<T>): Promise<T> {
  const lock = await lockUpload(ctx, uploadId);
  try {
    return await run(lock);
  } finally {
    lock.release();
  }
}

// ---- records ----

const nowIso = (ctx: MockContext) => new Date(ctx.clock.now()).toISOString();
const expiryFrom = (ctx: MockContext) => new Date(ctx.clock.now() + ctx.settings.uploadExpirySeconds * 1000).toISOString();

const findUpload = (ctx: MockContext, id: string) => ctx.db.uploads.findFirst((q) => q.where({ id }));

type UploadFields = z.infer<typeof uploadRecord>;

async function updateUpload(ctx: MockContext, id: string, change: (record: UploadFields) => void): Promise<UploadRecord> {
  const updated = await ctx.db.uploads.update((q) => q.where({ id }), { data: change });
  if (!updated) throw problem(404, 'UPLOAD_NOT_FOUND', `No upload ${id}.`);
  return updated;
}

/** The caller's upload; someone else's answers 404 like an unknown one, so ids cannot be probed. */
function ownUpload(ctx: MockContext, user: UserRecord, uploadId: string | undefined): UploadRecord {
  const upload = uploadId && UPLOAD_ID.test(uploadId) ? findUpload(ctx, uploadId) : undefined;
  if (!upload || upload.ownerUserId !== user.id) throw problem(404, 'UPLOAD_NOT_FOUND', `No upload ${uploadId}.`);
  return upload;
}

/** Discards the bytes of an unfinished upload whose time ran out; its record stays as `expired` (410). */
async function expireIfDue(ctx: MockContext, upload: UploadRecord): Promise<UploadRecord> {
  if (upload.state !== 'receiving' || Date.parse(upload.expiresAt) > ctx.clock.now()) return upload;
  await ctx.blobs.delete(upload.id);
  return updateUpload(ctx, upload.id, (record) => {
    record.state = 'expired';
  });
}

/**
 * The bytes in the blob store are the truth for an unfinished upload's offset: the local server saves its
 * store a moment after each request, so after a crash the record may lag behind the bytes on disk (or the
 * bytes may be gone). HEAD and PATCH line the record up first, so a resumed upload never leaves a gap.
 */
async function syncOffset(ctx: MockContext, upload: UploadRecord): Promise<UploadRecord> {
  if (upload.state !== 'receiving') return upload;
  let size = await ctx.blobs.size(upload.id);
  if (size === undefined) {
    await ctx.blobs.create(upload.id);
    size = 0;
  }
  if (size === upload.offset) return upload;
  const synced = await updateUpload(ctx, upload.id, (record) => {
    record.offset = Math.min(size, record.length);
  });
  // Every byte was there already, only the check was missing.
  return synced.offset === synced.length ? finishUpload(ctx, synced) : synced;
}

const gone = (upload: UploadRecord) =>
  problem(410, 'UPLOAD_EXPIRED', `The upload ${upload.id} expired or was terminated.`);

/**
 * Housekeeping on each new upload: expires unfinished uploads whose time ran out and forgets the records
 * of expired or terminated uploads one expiry period later (until then they answer 410, not 404).
 */
async function sweep(ctx: MockContext): Promise<void> {
  const forgetBefore = ctx.clock.now() - ctx.settings.uploadExpirySeconds * 1000;
  for (const upload of ctx.db.uploads.all()) {
    if (isLocked(ctx, upload.id)) continue;
    const current = await expireIfDue(ctx, upload);
    if (current.state === 'expired' && Date.parse(current.expiresAt) <= forgetBefore) {
      ctx.db.uploads.delete((q) => q.where({ id: current.id }));
    }
  }
}

function durationOf(type: DetectedFileType, head: Uint8Array, size: number, tail?: Uint8Array): number | null {
  const seconds =
    type === 'audio/wav'
      ? wavDurationSeconds(head, size)
      : type === 'audio/mpeg'
        ? tail
          ? mp3DurationSeconds(tail, size - id3v2Length(head))
          : mp3DurationSeconds(head, size)
        : undefined;
  return seconds === undefined || !Number.isFinite(seconds) ? null : Math.round(seconds * 1000) / 1000;
}

/**
 * The last byte arrived: checks the type by the first bytes and stores the file, or marks the upload
 * rejected and discards its bytes.
 */
async function finishUpload(ctx: MockContext, upload: UploadRecord): Promise<UploadRecord> {
  const head = await ctx.blobs.read(upload.id, 0, Math.min(upload.length, SNIFF_BYTES));
  const type = detectFileType(head);
  if (!isAllowedFor(upload.kind, type)) {
    await ctx.blobs.delete(upload.id);
    return updateUpload(ctx, upload.id, (record) => {
      record.state = 'rejected';
    });
  }
  let durationSeconds: number | null = null;
  if (upload.kind === 'audio') {
    // An MP3's ID3 tag (cover art inside) can be larger than the sniffed bytes: read the first frame after it.
    const tagEnd = type === 'audio/mpeg' ? id3v2Length(head) : 0;
    const tail = tagEnd + 4096 > head.length ? await ctx.blobs.read(upload.id, tagEnd, Math.min(upload.length, tagEnd + 8192)) : undefined;
    durationSeconds = durationOf(type, head, upload.length, tail);
  }
  const file = await ctx.db.files.create({
    id: randomId('file_'),
    contentType: type,
    size: upload.length,
    durationSeconds,
    ownerUserId: upload.ownerUserId,
    source: { type: 'blob', blobId: upload.id },
    createdAt: nowIso(ctx),
  });
  return updateUpload(ctx, upload.id, (record) => {
    record.state = 'complete';
    record.fileId = file.id;
  });
}

const typeRejected = (kind: UploadKind) =>
  problem(415, 'FILE_TYPE_NOT_ALLOWED', kind === 'audio' ? 'Music files must be WAV or MP3.' : 'Covers must be JPG or PNG.');

// ---- PATCH body ----

type ReceiveEnd = 'done' | 'interrupted' | 'cut' | 'overflow';

/**
 * Streams the request body into the blob, from the upload's offset up to its length, appending every
 * `COALESCE_BYTES` and once more at the end, whatever the end is (done, cut, interrupted, too many bytes).
 * The record's offset follows each append, so a status request sees the progress.
 */
async function receiveBody(ctx: MockContext, upload: UploadRecord, request: Request, lock: UploadLock): Promise<ReceiveEnd> {
  const reader = request.body?.getReader();
  let interrupted = false;
  lock.interruptible(() => {
    interrupted = true;
    // Ends a pending read with `done`; the loop below sees the flag.
    void reader?.cancel().catch(() => undefined);
  });

  let committed = upload.offset;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    let data: Uint8Array;
    if (pending.length === 1) data = pending[0]!;
    else {
      data = new Uint8Array(pendingBytes);
      let at = 0;
      for (const part of pending) {
        data.set(part, at);
        at += part.byteLength;
      }
    }
    pending = [];
    pendingBytes = 0;
    await ctx.blobs.append(upload.id, data);
    committed += data.byteLength;
    await updateUpload(ctx, upload.id, (record) => {
      record.offset = committed;
      record.expiresAt = expiryFrom(ctx);
    });
  };

  let end: ReceiveEnd = 'done';
  while (reader && !interrupted) {
    let next: ReadableStreamReadResult<Uint8Array>;
    try {
      next = await reader.read();
    } catch {
      end = 'cut';
      break;
    }
    if (next.done) break;
    let chunk = next.value;
    const room = upload.length - committed - pendingBytes;
    if (chunk.byteLength > room) {
      chunk = chunk.subarray(0, room);
      end = 'overflow';
    }
    // Body chunks are fresh buffers (never reused by the source), so they are kept without a copy
    // until the coalesced append copies them once.
    if (chunk.byteLength > 0) {
      pending.push(chunk);
      pendingBytes += chunk.byteLength;
    }
    if (end === 'overflow') break;
    if (pendingBytes >= COALESCE_BYTES) await flush();
  }
  if (interrupted) end = 'interrupted';
  if (end !== 'done') void reader?.cancel().catch(() => undefined);
  await flush();
  return end;
}

/** PATCH under the upload's lock: checks, then the streamed body, then the type check on the last byte. */
async function appendChunk(ctx: MockContext, user: UserRecord, id: string, request: Request, lock: UploadLock): Promise<Response> {
  let upload = await syncOffset(ctx, await expireIfDue(ctx, ownUpload(ctx, user, id)));
  if (upload.state === 'expired') throw gone(upload);
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (contentType !== OFFSET_CONTENT_TYPE) {
    throw problem(415, 'UNSUPPORTED_CONTENT_TYPE', `Content-Type must be ${OFFSET_CONTENT_TYPE}.`);
  }
  const offsetHeader = request.headers.get('upload-offset')?.trim() ?? '';
  if (!/^\d{1,16}$/.test(offsetHeader)) throw problem(400, 'INVALID_REQUEST', 'Upload-Offset must be a whole number of bytes.');
  if (Number(offsetHeader) !== upload.offset) {
    throw new ApiProblem(409, 'UPLOAD_OFFSET_MISMATCH', `Upload-Offset must be the current offset ${upload.offset}.`, undefined, {
      'Upload-Offset': String(upload.offset),
    });
  }
  const contentLength = Number(request.headers.get('content-length') ?? 'NaN');
  if (Number.isFinite(contentLength) && upload.offset + contentLength > upload.length) {
    throw problem(413, 'FILE_TOO_LARGE', 'The bytes go past Upload-Length.');
  }
  if (upload.state === 'rejected') throw typeRejected(upload.kind);

  let end: ReceiveEnd = 'done';
  if (upload.state === 'receiving') {
    upload = await updateUpload(ctx, id, (record) => {
      record.expiresAt = expiryFrom(ctx);
    });
    end = await receiveBody(ctx, upload, request, lock);
    upload = ownUpload(ctx, user, id);
    if (upload.offset === upload.length) upload = await finishUpload(ctx, upload);
  } else if (request.body) {
    // A complete upload takes no more bytes.
    const extra = await new Response(request.body).arrayBuffer().catch(() => new ArrayBuffer(0));
    if (extra.byteLength > 0) end = 'overflow';
  }

  // The client is gone: nobody reads this answer, but the bytes it sent are stored.
  if (end === 'cut') return Response.error();
  if (end === 'interrupted') {
    throw problem(409, 'UPLOAD_OFFSET_MISMATCH', 'A newer request for this upload took over; ask HEAD for the offset.');
  }
  if (end === 'overflow') throw problem(413, 'FILE_TOO_LARGE', 'The bytes go past Upload-Length.');
  if (upload.state === 'rejected') throw typeRejected(upload.kind);
  const headers = tusHeaders({ 'Upload-Offset': String(upload.offset) });
  if (upload.state === 'receiving') headers['Upload-Expires'] = httpDate(Date.parse(upload.expiresAt));
  return new Response(null, { status: 204, headers });
}

// ---- operations ----

type Input = OperationInput<undefined, undefined, undefined, undefined>;
const UPLOAD_PATH = /\/api\/v1\/uploads\/([^/]+)(?:\/status)?\/?$/;
const uploadIdOf = (input: Input) => {
  const segment = UPLOAD_PATH.exec(new URL(input.request.url).pathname)?.[1];
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

export const uploadOperations: AnyOperation[] = [
  defineOperation({
    operationId: 'getUploadCapabilities',
    method: 'options',
    path: UPLOADS_PATH,
    resolve() {
      return new Response(null, {
        status: 204,
        headers: tusHeaders({
          'Tus-Version': TUS_VERSION,
          'Tus-Extension': TUS_EXTENSIONS,
          'Tus-Max-Size': String(MAX_FILE_BYTES),
        }),
      });
    },
  }),

  defineOperation({
    operationId: 'createUpload',
    method: 'post',
    path: UPLOADS_PATH,
    rawBody: true,
    resolve: withTusHeaders(async ({ ctx, request }: Input) => {
      requireTusVersion(request);
      const user = requireMusician(ctx, request);
      const lengthHeader = request.headers.get('upload-length');
      if (lengthHeader === null || !/^\d{1,16}$/.test(lengthHeader.trim())) {
        throw invalid('Upload-Length', 'Upload-Length must be the size in bytes (deferred lengths are not supported).');
      }
      const length = Number(lengthHeader.trim());
      if (length > MAX_FILE_BYTES) throw problem(413, 'FILE_TOO_LARGE', 'Files must be 150 MB or less.');
      if (length < 1) throw invalid('Upload-Length', 'Upload-Length must be at least 1.');
      const metadataHeader = request.headers.get('upload-metadata') ?? '';
      if (metadataHeader.length > 4096) throw invalid('Upload-Metadata', 'Upload-Metadata is at most 4096 characters.');
      const metadata = parseUploadMetadata(metadataHeader);
      const kind = metadata.kind;
      if (kind !== 'audio' && kind !== 'cover') throw invalid('Upload-Metadata', 'The metadata kind must be audio or cover.');
      await sweep(ctx);
      const id = randomId('up_');
      await ctx.blobs.create(id);
      const upload = await ctx.db.uploads.create({
        id,
        ownerUserId: user.id,
        kind,
        filename: (metadata.filename ?? '').slice(0, 255),
        filetype: (metadata.filetype ?? '').slice(0, 255),
        length,
        offset: 0,
        state: 'receiving',
        fileId: null,
        expiresAt: expiryFrom(ctx),
        createdAt: nowIso(ctx),
      });
      return new Response(null, {
        status: 201,
        headers: tusHeaders({ Location: uploadUrl(id), 'Upload-Expires': httpDate(Date.parse(upload.expiresAt)) }),
      });
    }),
  }),

  defineOperation({
    operationId: 'getUploadOffset',
    method: 'head',
    path: `${UPLOADS_PATH}/{uploadId}`,
    resolve: withTusHeaders(async (input: Input) => {
      const { ctx, request } = input;
      requireTusVersion(request);
      const user = requireUser(ctx, request);
      const id = ownUpload(ctx, user, uploadIdOf(input)).id;
      return withUploadLock(ctx, id, async () => {
        const upload = await syncOffset(ctx, await expireIfDue(ctx, ownUpload(ctx, user, id)));
        if (upload.state === 'expired') throw gone(upload);
        const headers = tusHeaders({
          'Upload-Offset': String(upload.offset),
          'Upload-Length': String(upload.length),
          'Cache-Control': 'no-store',
        });
        if (upload.state === 'receiving') headers['Upload-Expires'] = httpDate(Date.parse(upload.expiresAt));
        return new Response(null, { status: 200, headers });
      });
    }),
  }),

  defineOperation({
    operationId: 'appendUploadChunk',
    method: 'patch',
    path: `${UPLOADS_PATH}/{uploadId}`,
    rawBody: true,
    resolve: withTusHeaders(async (input: Input) => {
      const { ctx, request } = input;
      requireTusVersion(request);
      const user = requireUser(ctx, request);
      const id = ownUpload(ctx, user, uploadIdOf(input)).id;
      return withUploadLock(ctx, id, (lock) => appendChunk(ctx, user, id, request, lock));
    }),
  }),

  defineOperation({
    operationId: 'terminateUpload',
    method: 'delete',
    path: `${UPLOADS_PATH}/{uploadId}`,
    resolve: withTusHeaders(async (input: Input) => {
      const { ctx, request } = input;
      requireTusVersion(request);
      const user = requireUser(ctx, request);
      const id = ownUpload(ctx, user, uploadIdOf(input)).id;
      return withUploadLock(ctx, id, async () => {
        const upload = await expireIfDue(ctx, ownUpload(ctx, user, id));
        if (upload.state === 'expired') throw gone(upload);
        if (upload.fileId) await deleteFile(ctx, upload.fileId);
        await ctx.blobs.delete(upload.id);
        // Kept as a tombstone so the id answers 410 (terminated) rather than 404; swept later.
        await updateUpload(ctx, id, (record) => {
          record.state = 'expired';
          record.fileId = null;
          record.expiresAt = nowIso(ctx);
        });
        return new Response(null, { status: 204, headers: tusHeaders() });
      });
    }),
  }),

  defineOperation({
    operationId: 'getUploadStatus',
    method: 'get',
    path: `${UPLOADS_PATH}/{uploadId}/status`,
    async resolve(input: Input) {
      const { ctx, request } = input;
      const user = requireMusician(ctx, request);
      const own = ownUpload(ctx, user, uploadIdOf(input));
      // A PATCH in progress keeps its upload alive; the status just reports its progress.
      const upload = isLocked(ctx, own.id) ? own : await expireIfDue(ctx, own);
      const file = upload.fileId ? ctx.db.files.findFirst((q) => q.where({ id: upload.fileId! })) : undefined;
      const status: UploadStatus = {
        uploadId: upload.id,
        kind: upload.kind,
        state: upload.state,
        offset: upload.offset,
        length: upload.length,
        file: file ? toStoredFile(file) : null,
      };
      return ok(status);
    },
  }),
];
