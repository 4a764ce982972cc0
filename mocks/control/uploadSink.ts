import { MAX_FILE_BYTES } from '../../src/lib/domain/fileType';
import type { MockContext } from '../context';
import { ok } from '../http/envelope';
import { ApiProblem, errorResponse, problem } from '../http/problem';
import { randomId } from '../ids';
import { COALESCE_BYTES } from '../tus/protocol';

/**
 * `PUT /__mock/bench/upload-sink`: the upload benchmark's baseline (scripts/bench/uploadThroughput.ts). The body
 * goes into the same blob store as a tus PATCH, appended in the same `COALESCE_BYTES` pieces, so a plain PUT and
 * a tus upload of the same bytes cost the server the same writes; then the blob is deleted. Mock only.
 */
export const UPLOAD_SINK_PATH = '/__mock/bench/upload-sink';

/** What the sink answers: how many bytes it stored (and then deleted). */
export interface UploadSinkResult {
  bytes: number;
}

/** Streams the request body into a fresh blob, deletes it, and answers `{ bytes }` in the mock's envelope. */
export async function receiveIntoSink(ctx: MockContext, request: Request): Promise<Response> {
  const declared = Number(request.headers.get('content-length') ?? 'NaN');
  if (declared > MAX_FILE_BYTES) return errorResponse(tooLarge());
  const blobId = randomId('sink_');
  await ctx.blobs.create(blobId);
  try {
    const bytes = await appendBody(ctx, blobId, request);
    return ok<UploadSinkResult>({ bytes }, 200, 'Stored, then deleted.');
  } catch (error) {
    if (error instanceof ApiProblem) return errorResponse(error);
    throw error;
  } finally {
    await ctx.blobs.delete(blobId);
  }
}

const tooLarge = () => problem(413, 'FILE_TOO_LARGE', 'The sink takes at most 150 MB, like an upload.');

async function appendBody(ctx: MockContext, blobId: string, request: Request): Promise<number> {
  const reader = request.body?.getReader();
  let stored = 0;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    const data = pending.length === 1 ? pending[0]! : concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    stored = await ctx.blobs.append(blobId, data);
  };
  while (reader) {
    const { value, done } = await reader.read();
    if (done) break;
    if (stored + pendingBytes + value.byteLength > MAX_FILE_BYTES) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    pending.push(value);
    pendingBytes += value.byteLength;
    if (pendingBytes >= COALESCE_BYTES) await flush();
  }
  await flush();
  return stored;
}

function concat(parts: Uint8Array[], total: number): Uint8Array {
  const data = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    data.set(part, at);
    at += part.byteLength;
  }
  return data;
}
