/**
 * Retries `read` until `check` stops throwing, up to `timeoutMs`; then rethrows the last failure.
 * Pages update asynchronously, so page helpers assert through this instead of reading once. Ten seconds, half a
 * step's time (hooks.ts): with both Gherkin workers busy on 2 cores, a page of musicians once took more
 * than the five seconds this waited before, and the scenario failed on a page that then showed the right list.
 */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => void, timeoutMs = 10_000): Promise<void> {
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
