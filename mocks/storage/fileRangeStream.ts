import { createReadStream } from 'node:fs';

/**
 * NODE ONLY. Bytes [start, end) of a file as a web stream, read 256 KiB at a time as the reader pulls (a slow
 * reader applies backpressure; a cancelled one closes the file), never the whole file at once. `describeError`
 * turns a read error into the one the caller's readers expect (a missing blob, say).
 */
export function fileRangeStream(path: string, start: number, end: number, describeError: (error: unknown) => unknown = (error) => error): ReadableStream<Uint8Array> {
  if (end <= start) return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
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
