import type { MockContext } from '../context';
import type { UploadRecord, UserRecord } from '../db/database';
import { ApiProblem, problem } from '../http/problem';
import { COALESCE_BYTES, OFFSET_CONTENT_TYPE, httpDate, tusHeaders } from './protocol';
import type { UploadLock } from './uploadLock';
import { expireIfDue, expiryFrom, finishUpload, gone, ownUpload, syncOffset, rejectedUpload, updateUpload } from './uploadState';
/** PATCH: stream the body into the blob store as it arrives, then check the file on its last byte. */
export type ReceiveEnd = 'done' | 'interrupted' | 'cut' | 'overflow';

/**
 * Streams the request body into the blob, from the upload's offset up to its length, appending every
 * `COALESCE_BYTES` and once more at the end, whatever the end is (done, cut, interrupted, too many bytes).
 * The record's offset follows each append, so a status request sees the progress.
 */
export async function receiveBody(
  ctx: MockContext,
  upload: UploadRecord,
  request: Request,
  lock: UploadLock,
  /** An injected `cut` fault: stop reading after this many body bytes and drop the connection. */
  cutAfterBytes = Infinity,
  /** Sees every stored piece, in order, once it is in the blob store (the waveform computed as bytes arrive). */
  onStored?: (bytes: Uint8Array) => Promise<void>,
): Promise<ReceiveEnd> {
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
    await onStored?.(data);
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
    const untilCut = cutAfterBytes - (committed - upload.offset) - pendingBytes;
    if (chunk.byteLength >= untilCut) {
      const kept = Math.max(0, Math.min(untilCut, upload.length - committed - pendingBytes));
      pending.push(chunk.subarray(0, kept));
      pendingBytes += kept;
      end = 'cut';
      break;
    }
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
  // Store what arrived before letting go of the body: until then nothing reads, so a client past the cut
  // is held back by the socket instead of pushing bytes that would only be thrown away.
  await flush();
  if (end !== 'done') void reader?.cancel().catch(() => undefined);
  return end;
}

/** PATCH under the upload's lock: checks, then the streamed body, then the type check on the last byte. */
export async function appendChunk(ctx: MockContext, user: UserRecord, id: string, request: Request, lock: UploadLock): Promise<Response> {
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
  if (upload.state === 'rejected') throw rejectedUpload(upload);

  let end: ReceiveEnd = 'done';
  if (upload.state === 'receiving') {
    upload = await updateUpload(ctx, id, (record) => {
      record.expiresAt = expiryFrom(ctx);
    });
    // An audio upload sent from its first byte has its waveform and sound computed as the bytes arrive (see livePeaks).
    const live = upload.kind !== 'cover' && upload.offset === 0 ? ctx.audioJobs({ source: 'arriving' }) : undefined;
    end = await receiveBody(ctx, upload, request, lock, ctx.faults.takeCut('appendUploadChunk'), live && ((bytes) => live.push(bytes)));
    upload = ownUpload(ctx, user, id);
    if (upload.offset === upload.length) {
      live?.end();
      upload = await finishUpload(ctx, upload, live?.result);
    } else live?.abandon();
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
  if (upload.state === 'rejected') throw rejectedUpload(upload);
  const headers = tusHeaders({ 'Upload-Offset': String(upload.offset) });
  if (upload.state === 'receiving') headers['Upload-Expires'] = httpDate(Date.parse(upload.expiresAt));
  return new Response(null, { status: 204, headers });
}

// ---- operations ----
