import { NavigationType, type DataRouter } from 'react-router';

/** How long Back or Forward keeps putting the page at its old position while the page's data arrives. */
export const RESTORE_WINDOW_MS = 10_000;

/** How many checks in a row (frames, in a browser) the page must stay in place before restoring ends. */
const SETTLED_CHECKS = 30;

/** Where the window is scrolled, and how to scroll it (the browser's window, or a stand-in in tests). */
export interface ScrollSurface {
  position: () => number;
  scrollTo: (top: number) => void;
  /** How far the page can scroll now (grows as a page's data arrives). */
  maxScroll: () => number;
  /** Calls `check` whenever the page may have grown (in a browser: every frame); returns the unsubscribe. */
  onGrow: (check: () => void) => () => void;
  /** Calls `stop` when the user scrolls or types themselves; returns the unsubscribe. */
  onUserScroll: (stop: () => void) => () => void;
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

export const windowSurface = (): ScrollSurface => ({
  position: () => window.scrollY,
  scrollTo: (top) => window.scrollTo(0, top),
  maxScroll: () => document.documentElement.scrollHeight - window.innerHeight,
  onGrow(check) {
    // Every frame: a page grows without a mutation or a resize of <body> too (a cover image that loads).
    let frame = requestAnimationFrame(function tick() {
      check();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  },
  onUserScroll(stop) {
    USER_SCROLL_EVENTS.forEach((name) => window.addEventListener(name, stop, { passive: true, capture: true }));
    return () => USER_SCROLL_EVENTS.forEach((name) => window.removeEventListener(name, stop, { capture: true }));
  },
});

/**
 * docs/product.md section 2: every new navigation starts at the top of the page (a navigation may opt out with
 * `preventScrollReset`: a search form updating its query, say). Back and forward (POP) return to where the
 * user left that entry, as browsers do for documents: the position is kept per history entry when it is left
 * and restored as soon as the page (whose data loads after it renders) is tall enough, unless the user scrolls
 * first. The browser's own restoration is turned off, as it would scroll before the data is there.
 * Returns the unsubscribe.
 */
export function scrollToTopOnNavigation(router: Pick<DataRouter, 'state' | 'subscribe'>, surface: ScrollSurface = windowSurface()): () => void {
  const positions = new Map<string, number>();
  const previousRestoration = typeof history !== 'undefined' ? history.scrollRestoration : undefined;
  if (previousRestoration !== undefined) history.scrollRestoration = 'manual';
  let lastKey = router.state.location.key;
  let cancelRestore = () => {};

  /**
   * Puts the page back at `top`, again whenever it grows (the page returned to renders after this call and
   * loads its data after that), until the user scrolls, the next navigation, or `RESTORE_WINDOW_MS`.
   */
  const restore = (top: number) => {
    cancelRestore();
    let settled = 0;
    const attempt = () => {
      const target = Math.min(top, Math.max(0, surface.maxScroll()));
      if (Math.abs(surface.position() - target) >= 1) surface.scrollTo(target);
      // Done once the page has been tall enough and in place for a while (its data and images are there).
      settled = target === top && Math.abs(surface.position() - top) < 1 ? settled + 1 : 0;
      if (settled >= SETTLED_CHECKS) cancelRestore();
    };
    const timer = setTimeout(() => cancelRestore(), RESTORE_WINDOW_MS);
    const stops = [surface.onGrow(attempt), surface.onUserScroll(() => cancelRestore()), () => clearTimeout(timer)];
    cancelRestore = () => {
      stops.splice(0).forEach((stop) => stop());
      cancelRestore = () => {};
    };
  };

  const unsubscribe = router.subscribe((state) => {
    if (state.location.key === lastKey) return;
    // The page left is still on screen: remember where it was scrolled.
    positions.set(lastKey, surface.position());
    lastKey = state.location.key;
    if (state.historyAction === NavigationType.Pop) {
      const saved = positions.get(state.location.key);
      if (saved !== undefined) restore(saved);
      return;
    }
    cancelRestore();
    if (!state.preventScrollReset) surface.scrollTo(0);
  });
  return () => {
    unsubscribe();
    cancelRestore();
    if (previousRestoration !== undefined) history.scrollRestoration = previousRestoration;
  };
}
