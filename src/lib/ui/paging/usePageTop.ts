import { useCallback, useEffect, useRef, type RefObject } from 'react';

export interface PageTop<T extends HTMLElement> {
  /** The element that starts the results (a heading, focusable with `tabIndex={-1}`). */
  ref: RefObject<T | null>;
  /** Give to `Pager`'s `onFollow`: the page a pager link is about to show. */
  onFollow: (target: number) => void;
}

/**
 * After a pager link is followed, the new page of results starts at the top of the window: `ref`'s element is
 * scrolled into view (CSS `scroll-margin-top` keeps it clear of the sticky header) and takes the focus, so a
 * keyboard or screen-reader user is at the start of the new results, not on the pager at the bottom. Only a
 * pager link does this: a filter that sends the results back to page 1, or Back and Forward (which restore the
 * old position), leave the scroll and focus alone.
 */
export function usePageTop<T extends HTMLElement>(page: number): PageTop<T> {
  const ref = useRef<T>(null);
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (pending.current !== page) return;
    pending.current = undefined;
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [page]);
  const onFollow = useCallback(
    (target: number) => {
      pending.current = target === page ? undefined : target;
    },
    [page],
  );
  return { ref, onFollow };
}
