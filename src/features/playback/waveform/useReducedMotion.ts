import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(listener: () => void): () => void {
  const query = globalThis.matchMedia?.(QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

const prefersReducedMotion = () => globalThis.matchMedia?.(QUERY).matches ?? false;

/** Whether the user asked the system for reduced motion; re-renders when that changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
