import { closeSync, createReadStream, openSync, readSync } from 'node:fs';

/**
 * Ranges up to this size are read in one piece, synchronously, when the reader first pulls. A piece a player asks
 * for (256 KiB) comes from the page cache in tens of microseconds, while opening, reading and closing the file
 * asynchronously each waits for a turn of the event loop: on a busy server three waits behind everyone else's work.
 */
export const ONE_PIECE_MAX_BYTES = 1024 * 1024;

/**
 * NODE ONLY. Bytes [start, end) of a file as a web stream, read when the reader pulls (a slow reader applies
 * backpressure; a cancelled one closes the file), never the whole file at once: a small range (ONE_PIECE_MAX_BYTES)
 * in one piece, a larger one 256 KiB at a time. `describeError` turns a read error into the one the caller's readers
 * expect (a missing blob, say). A file shorter than `end` ends the stream early.
 */
export function fileRangeStream(path: string, start: number, end: number, describeError: (error: unknown) => unknown = (error) => error): ReadableStream<Uint8Array> {
  if (end <= start) return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
  return end - start <= ONE_PIECE_MAX_BYTES ? onePiece(path, start, end, describeError) : inPieces(path, start, end, describeError);
}

function onePiece(path: string, start: number, end: number, describeError: (error: unknown) => unknown): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let bytes: Uint8Array;
        try {
          bytes = readRange(path, start, end);
        } catch (error) {
          controller.error(describeError(error));
          return;
        }
        if (bytes.byteLength > 0) controller.enqueue(bytes);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

function readRange(path: string, start: number, end: number): Uint8Array {
  const bytes = new Uint8Array(end - start);
  const fd = openSync(path, 'r');
  try {
    let filled = 0;
    while (filled < bytes.byteLength) {
      const read = readSync(fd, bytes, filled, bytes.byteLength - filled, start + filled);
      if (read === 0) break;
      filled += read;
    }
    return filled === bytes.byteLength ? bytes : bytes.subarray(0, filled);
  } finally {
    closeSync(fd);
  }
}

function inPieces(path: string, start: number, end: number, describeError: (error: unknown) => unknown): ReadableStream<Uint8Array> {
  // createReadStream's `end` is inclusive.
  const file = createReadStream(path, { start, end: end - 1, highWaterMark: 256 * 1024 });
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer, undefined>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { value, done } = await chunks.next();
          if (done) controller.close();
          else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
        } catch (error) {
          controller.error(describeError(error));
        }
      },
      cancel() {
        file.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}
