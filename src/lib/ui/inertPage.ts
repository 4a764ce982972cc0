import { useEffect } from 'react';

/**
 * Makes the app's page (`#root`) inert, or interactive again. A modal popover (the player's queue, the "Add to
 * shortlist" menu) opens in a portal outside `#root` over a backdrop that takes the outside click: while it is
 * open, what lies under it is neither reachable with Tab nor a target for assistive technology (axe then does not
 * count the chips it covers as obscured targets). Undo it as soon as the popover starts closing, before it gives
 * the focus back to its button.
 */
export function setPageInert(inert: boolean): void {
  const root = document.getElementById('root');
  if (root) root.inert = inert;
}

/** Keeps the page inert while `active`, and undoes it when `active` ends or the caller goes away. */
export function useInertPage(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    setPageInert(true);
    return () => setPageInert(false);
  }, [active]);
}
