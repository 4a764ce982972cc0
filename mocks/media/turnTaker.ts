/**
 * Long work on an upload's bytes (its waveform and sound analysis, computed as they stream in) gives the thread
 * back between its pieces once it has held it for `sliceMs`: the local server's other requests are answered in
 * between instead of waiting for a whole 4 MB append to be analysed. `await takeTurn()` after each piece; the wait
 * is a macrotask (I/O and timers run), not a microtask.
 */
export function createTurnTaker(sliceMs = 5): () => Promise<void> {
  let since = performance.now();
  return async function takeTurn() {
    if (performance.now() - since < sliceMs) return;
    await new Promise<void>((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));
    since = performance.now();
  };
}
