import { useCallback, useSyncExternalStore } from 'react';

/** Below this width the side navigation becomes a drawer (phones). */
export const MOBILE_QUERY = '(max-width: 767.98px)';

/** Whether a CSS media query matches, kept in step with the window. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const media = globalThis.matchMedia?.(query);
      media?.addEventListener('change', listener);
      return () => media?.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Whether the window is phone-sized (< 768 px). */
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
