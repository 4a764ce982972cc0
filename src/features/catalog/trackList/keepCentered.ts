/** How many frames in a row the element must stay centered before keeping it there ends. */
const SETTLED_FRAMES = 30;
/** How long the element is kept centered at most. */
const KEEP_MS = 5_000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Puts `element` in the middle of the window at once, and again on every frame while the page around it still
 * moves (its data, covers and waveforms arriving, a member's own controls rendered after the prerendered page, a
 * navigation's scroll to the top), until it has stayed centered for {@link SETTLED_FRAMES} frames, the user scrolls
 * or types, or {@link KEEP_MS} pass. A single smooth `scrollIntoView` started before the page was final landed at a
 * different place on each load for a member, and now and then at the top. Returns what stops it early.
 */
export function keepCentered(element: HTMLElement): () => void {
  let settled = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    USER_SCROLL_EVENTS.forEach((name) => window.removeEventListener(name, stop, { capture: true }));
  };
  const center = () => {
    if (!element.isConnected) return stop();
    const box = element.getBoundingClientRect();
    const highest = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    const target = Math.round(Math.min(highest, Math.max(0, window.scrollY + box.top + box.height / 2 - window.innerHeight / 2)));
    if (Math.abs(window.scrollY - target) >= 1) {
      window.scrollTo(0, target);
      settled = 0;
    } else settled += 1;
    if (settled >= SETTLED_FRAMES) stop();
    else frame = requestAnimationFrame(center);
  };
  const timer = setTimeout(stop, KEEP_MS);
  USER_SCROLL_EVENTS.forEach((name) => window.addEventListener(name, stop, { passive: true, capture: true }));
  center();
  return stop;
}
