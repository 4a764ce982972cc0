/**
 * Retries `read` until `check` stops throwing, up to `timeoutMs`; then rethrows the last failure.
 * Pages update asynchronously, so page helpers assert through this instead of reading once.
 */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => void, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check(await read());
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
