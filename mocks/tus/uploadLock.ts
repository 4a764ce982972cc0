import type { MockContext } from '../context';
/** One request at a time per upload: a newer request stops an older PATCH, which keeps what it received. */
export interface LockState {
  /** Settles when the last queued holder releases. */
  tail: Promise<void>;
  waiting: number;
  /** Set while the holder is a PATCH receiving bytes: asks it to store what it has and stop. */
  interrupt?: () => void;
}

export interface UploadLock {
  /** Marks the holder as interruptible (a receiving PATCH); interrupted at once if someone is waiting. */
  interruptible(interrupt: () => void): void;
  release(): void;
}

export const uploadLocks = new WeakMap<MockContext, Map<string, LockState>>();
export const locksOf = (ctx: MockContext) => {
  let map = uploadLocks.get(ctx);
  if (!map) uploadLocks.set(ctx, (map = new Map<string, LockState>()));
  return map;
};
export const isLocked = (ctx: MockContext, uploadId: string) => locksOf(ctx).has(uploadId);

/**
 * HEAD, PATCH and DELETE of one upload run one at a time. A request that finds a PATCH still receiving
 * (typically a client that lost its connection and asks HEAD before the server noticed) interrupts it,
 * like tusd's lock release: the older PATCH stores the bytes it has and answers, then the newer request
 * sees the final offset.
 */
export async function lockUpload(ctx: MockContext, uploadId: string): Promise<UploadLock> {
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

export async function withUploadLock<T>(ctx: MockContext, uploadId: string, run: (lock: UploadLock) => Promise<T>): Promise<T> {
  const lock = await lockUpload(ctx, uploadId);
  try {
    return await run(lock);
  } finally {
    lock.release();
  }
}

// ---- records ----
