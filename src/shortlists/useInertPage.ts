import { useEffect } from 'react';

/**
 * While `active`, the app's page (`#root`) is inert: the "Add to shortlist" popover is modal (focus stays in
 * it, a backdrop takes the outside click), so what lies under it is neither reachable nor a target for
 * assistive technology (axe then does not count the chips the menu covers as obscured targets). The popover
 * lives in a portal outside `#root`. Undone as soon as the popover starts closing (before it gives the focus
 * back to its button) or its button goes away.
 */
export function useInertPage(active: boolean): void {
  useEffect(() => {
    const root = active ? document.getElementById('root') : null;
    if (!root) return;
    root.inert = true;
    return () => {
      root.inert = false;
    };
  }, [active]);
}
