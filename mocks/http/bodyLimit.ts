import { ApiProblem } from './problem';

/** 413 `PAYLOAD_TOO_LARGE`: a JSON body over the provider's limit, refused before it is read to its end or parsed. */
export function payloadTooLarge(limitBytes: number): ApiProblem {
  return new ApiProblem(413, 'PAYLOAD_TOO_LARGE', `The body must not be larger than ${limitBytes} bytes.`);
}

/**
 * A request body as text, never holding more than `limitBytes`: a `Content-Length` over the limit is refused
 * unread, and a body without one (chunked) is refused as soon as the bytes read pass it; the rest is not read.
 */
export async function readTextWithin(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limitBytes) {
    void request.body?.cancel().catch(() => undefined);
    throw payloadTooLarge(limitBytes);
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      void reader.cancel().catch(() => undefined);
      throw payloadTooLarge(limitBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Whether a request carries no body at all (none, or zero bytes); reads at most its first chunk. */
export async function hasNoBody(request: Request): Promise<boolean> {
  if (request.body === null) return true;
  if (request.headers.get('content-length') === '0') return true;
  const reader = request.body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return true;
    if (value.byteLength > 0) {
      void reader.cancel().catch(() => undefined);
      return false;
    }
  }
}
