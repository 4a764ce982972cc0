import type { UploadStatus } from '../../src/lib/api/generated/types.gen';
import { assertUploadAllowed } from '../tus/uploadQuota';
import { MAX_FILE_BYTES } from '../../src/lib/domain/fileType';
import { requireMusician, requireUser } from '../auth/guard';
import { ok } from '../http/envelope';
import { defineOperation, type AnyOperation, type OperationInput } from '../http/operation';
import { problem } from '../http/problem';
import { toStoredFile } from '../http/views';
import { randomId } from '../ids';
import { deleteFile } from './musicRemoval';
import {
  TUS_EXTENSIONS,
  TUS_VERSION,
  UPLOADS_PATH,
  httpDate,
  invalid,
  parseUploadMetadata,
  requireTusVersion,
  tusHeaders,
  uploadUrl,
  withTusHeaders,
} from '../tus/protocol';
import { isLocked, withUploadLock, type UploadLock } from '../tus/uploadLock';
import type { MockContext } from '../context';
import type { UserRecord } from '../db/database';
import { expireIfDue, expiryFrom, gone, nowIso, ownUpload, sweep, syncOffset, updateUpload } from '../tus/uploadState';
import { appendChunk } from '../tus/appendChunk';

/**
 * tus 1.0 (core, creation, termination, expiration) for music and cover files.
 * Runs unchanged in vitest (msw/node), the service worker and the local HTTP server. PATCH reads the
 * body as a stream and appends it to the blob store as it arrives, so a connection cut midway keeps the
 * bytes received so far and HEAD reports them.
 */

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

/** The common start of HEAD, PATCH and DELETE: the tus version, the caller, their own upload, then its lock. */
function withOwnUpload(run: (args: { ctx: MockContext; user: UserRecord; id: string; request: Request; lock: UploadLock }) => Promise<Response>) {
  return withTusHeaders(async (input: Input) => {
    const { ctx, request } = input;
    requireTusVersion(request);
    const user = requireUser(ctx, request);
    const id = ownUpload(ctx, user, uploadIdOf(input)).id;
    return withUploadLock(ctx, id, (lock) => run({ ctx, user, id, request, lock }));
  });
}

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
      // A temp track for "sounds like" is anyone's; a track's files are a musician's.
      const wanted = parseUploadMetadata(request.headers.get('upload-metadata') ?? '').kind;
      const user = wanted === 'reference' ? requireUser(ctx, request) : requireMusician(ctx, request);
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
      if (kind !== 'audio' && kind !== 'cover' && kind !== 'reference') throw invalid('Upload-Metadata', 'The metadata kind must be audio, cover or reference.');
      await sweep(ctx);
      await assertUploadAllowed(ctx, user.id, length);
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
        rejection: null,
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
    resolve: withOwnUpload(async ({ ctx, user, id }) => {
      const upload = await syncOffset(ctx, await expireIfDue(ctx, ownUpload(ctx, user, id)));
      if (upload.state === 'expired') throw gone(upload);
      const headers = tusHeaders({
        'Upload-Offset': String(upload.offset),
        'Upload-Length': String(upload.length),
        'Cache-Control': 'no-store',
      });
      if (upload.state === 'receiving') headers['Upload-Expires'] = httpDate(Date.parse(upload.expiresAt));
      return new Response(null, { status: 200, headers });
    }),
  }),

  defineOperation({
    operationId: 'appendUploadChunk',
    method: 'patch',
    path: `${UPLOADS_PATH}/{uploadId}`,
    rawBody: true,
    resolve: withOwnUpload(({ ctx, user, id, request, lock }) => appendChunk(ctx, user, id, request, lock)),
  }),

  defineOperation({
    operationId: 'terminateUpload',
    method: 'delete',
    path: `${UPLOADS_PATH}/{uploadId}`,
    resolve: withOwnUpload(async ({ ctx, user, id }) => {
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
    }),
  }),

  defineOperation({
    operationId: 'getUploadStatus',
    method: 'get',
    path: `${UPLOADS_PATH}/{uploadId}/status`,
    async resolve(input: Input) {
      const { ctx, request } = input;
      const user = requireUser(ctx, request);
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
        rejection: upload.state === 'rejected' ? (upload.rejection ?? 'FILE_TYPE_NOT_ALLOWED') : null,
      };
      return ok(status);
    },
  }),
];
