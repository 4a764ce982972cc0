/**
 * A byte stream its producer feeds with `push` (for a reader such as the waveform reducer): `push` waits while more
 * than `queueBytes` wait unread, `close()` ends the stream, `fail()` errors it. Once the reader cancelled (it gave
 * up, e.g. on a corrupt file), `push` takes nothing and `open` is false.
 */
export interface PushedStream {
  readonly stream: ReadableStream<Uint8Array>;
  readonly open: boolean;
  push(bytes: Uint8Array): Promise<void>;
  close(): void;
  fail(reason: Error): void;
}

export function createPushedStream(queueBytes: number): PushedStream {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let pulled: (() => void) | undefined;
  let open = true;
  const release = () => {
    pulled?.();
    pulled = undefined;
  };
  const stream = new ReadableStream<Uint8Array>(
    {
      start: (c) => void (controller = c),
      pull: release,
      cancel: () => {
        open = false;
        release();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: queueBytes }),
  );
  return {
    stream,
    get open() {
      return open;
    },
    async push(bytes) {
      if (!open) return;
      controller.enqueue(bytes);
      if ((controller.desiredSize ?? 1) <= 0 && open) await new Promise<void>((resolve) => (pulled = resolve));
    },
    close() {
      if (open) controller.close();
      open = false;
    },
    fail(reason) {
      if (open) controller.error(reason);
      open = false;
      release();
    },
  };
}
