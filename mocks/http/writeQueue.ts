import type { MockContext } from '../context';

/**
 * One write at a time per mock provider, like a database transaction: a resolver that checks and then writes
 * ("is the email free?", "fewer than 3 tracks?") awaits the store in between, so two requests at once could
 * both pass the check. Reads, and the streaming operations (tus chunks, photos), do not wait.
 */
const queues = new WeakMap<MockContext, Promise<unknown>>();

export function oneWriteAtATime<T>(ctx: MockContext, write: () => Promise<T> | T): Promise<T> {
  const previous = queues.get(ctx) ?? Promise.resolve();
  const mine = previous.then(write, write);
  // The next write waits for this one to settle, whether it succeeded or not.
  queues.set(
    ctx,
    mine.catch(() => undefined),
  );
  return mine;
}
