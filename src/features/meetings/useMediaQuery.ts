import { useCallback, useSyncExternalStore } from 'react';

/** Phones: the availability shows as a list per day below this width. */
export const PHONE_QUERY = '(max-width: 600px)';

/** Whether a CSS media query matches, kept in step with the window (false where there is no window). */
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
