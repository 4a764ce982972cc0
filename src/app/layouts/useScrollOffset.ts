import { useEffect, useState } from 'react';

/** Scroll events are sampled at most once per 64 ms (docs/product.md section 9: scrollbar throttle). */
export const SCROLL_THROTTLE_MS = 64;

/**
 * Calls `fn` at most once per `waitMs`: at once on the first call, then once more at the end of the
 * window when calls arrived meanwhile (so the last position is never missed).
 */
export function throttle(fn: () => void, waitMs: number): { (): void; cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    const wait = last + waitMs - Date.now();
    if (wait <= 0 && timer === undefined) run();
    else timer ??= setTimeout(run, Math.max(wait, 0));
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}

/** Whether the page is scrolled past the top (docs/product.md section 4: header offset on/off); throttled to 64 ms. */
export function useScrollOffset(threshold = 0): boolean {
  const [offset, setOffset] = useState(() => (globalThis.scrollY ?? 0) > threshold);
  useEffect(() => {
    const update = throttle(() => setOffset(window.scrollY > threshold), SCROLL_THROTTLE_MS);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      update.cancel();
    };
  }, [threshold]);
  return offset;
}
