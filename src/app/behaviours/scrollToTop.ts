import type { DataRouter } from 'react-router';

/**
 * Spec section 2: every navigation starts at the top of the page. Back and forward (POP) are left to the
 * browser's own scroll restoration, and a navigation may opt out with `preventScrollReset` (a search form
 * updating its query, say). Returns the unsubscribe.
 */
export function scrollToTopOnNavigation(
  router: Pick<DataRouter, 'state' | 'subscribe'>,
  scrollToTop: () => void = () => window.scrollTo(0, 0),
): () => void {
  let lastKey = router.state.location.key;
  return router.subscribe((state) => {
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    if (state.historyAction !== 'POP' && !state.preventScrollReset) scrollToTop();
  });
}
