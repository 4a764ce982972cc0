import { listHomeCovers } from '../../../lib/api/generated/sdk.gen';
import type { HomeCover } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';

/** A prefetch older than this is not used (the route was entered again while the page was already shown). */
export const PREFETCH_FRESH_MS = 10_000;

/** The covers asked for by the route, not yet taken by the page, and when. */
let pending: { covers: Promise<HomeCover[]>; at: number } | undefined;

/**
 * Asks for the home page's covers as soon as the route is entered, while the page's code and translations are
 * still on their way, so the first covers (the page's largest paint) arrive one round trip earlier.
 */
export function prefetchHomeCovers(now = Date.now()): void {
  const covers = resultData(listHomeCovers());
  // A failure is told by the page that takes it (the shared toasts tell it in any case).
  covers.catch(() => undefined);
  pending = { covers, at: now };
}

/** The prefetched covers, once and while fresh: a later load (Retry, another visit) asks the provider again. */
export function takePrefetchedHomeCovers(now = Date.now()): Promise<HomeCover[]> | undefined {
  const taken = pending;
  pending = undefined;
  return taken && now - taken.at <= PREFETCH_FRESH_MS ? taken.covers : undefined;
}
