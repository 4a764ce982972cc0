import type { DataRouter } from 'react-router';

/** How long Back or Forward keeps putting the page at its old position while the page's data arrives. */
export const RESTORE_WINDOW_MS = 5000;

/** Where the window is scrolled, and how to scroll it (the browser's window, or a stand-in in tests). */
export interface ScrollSurface {
  position: () => number;
  scrollTo: (top: number) => void;
  /** How far the page can scroll now (grows as a page's data arrives). */
  maxScroll: () => number;
  /** Calls `check` after the next frame and whenever the page may have grown; returns the unsubscribe. */
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
    const resizes = new ResizeObserver(check);
    resizes.observe(document.body);
    const changes = new MutationObserver(check);
    changes.observe(document.body, { childList: true, subtree: true });
    const frame = requestAnimationFrame(check);
    return () => {
      resizes.disconnect();
      changes.disconnect();
      cancelAnimationFrame(frame);
    };
  },
  onUserScroll(stop) {
    USER_SCROLL_EVENTS.forEach((name) => window.addEventListener(name, stop, { passive: true, capture: true }));
    return () => USER_SCROLL_EVENTS.forEach((name) => window.removeEventListener(name, stop, { capture: true }));
  },
});

/**
 * Spec section 2: every new navigation starts at the top of the page (a navigation may opt out with
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
    const attempt = () => {
      const target = Math.min(top, Math.max(0, surface.maxScroll()));
      if (surface.position() !== target) surface.scrollTo(target);
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
    if (state.historyAction === 'POP') {
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
