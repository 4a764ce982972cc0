import { useSyncExternalStore } from 'react';

/**
 * The global loading flag (docs/product.md section 2): while it is on, a full-screen dimmed overlay with a spinner
 * covers the app. `withGlobalLoading` counts nested and parallel calls, so the overlay stays until the
 * last one settles; `setGlobalLoading` is a manual switch beside that count.
 */
let pending = 0;
let manual = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function isGlobalLoading(): boolean {
  return manual || pending > 0;
}

export function subscribeToGlobalLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Turns the manual flag on or off (calls of `withGlobalLoading` still in flight keep the overlay). */
export function setGlobalLoading(on: boolean): void {
  if (manual === on) return;
  manual = on;
  emit();
}

/** Shows the overlay until `work` settles; resolves or rejects as it does. */
export async function withGlobalLoading<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  pending += 1;
  if (pending === 1) emit();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    pending -= 1;
    if (pending === 0) emit();
  }
}

/** Whether the overlay is shown; re-renders when the flag changes. */
export function useGlobalLoading(): boolean {
  return useSyncExternalStore(subscribeToGlobalLoading, isGlobalLoading, isGlobalLoading);
}
