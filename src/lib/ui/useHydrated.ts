import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** False in a prerendered page and while it hydrates, true from the render after hydration (and in a client render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
