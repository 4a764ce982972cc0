import { useCallback, useEffect, useState } from 'react';
import { listHomeCovers } from '../../../lib/api/generated/sdk.gen';
import type { HomeCover } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import type { ServerCallOptions } from '../../../lib/api/serverCall';
import { takePrefetchedHomeCovers } from './homeCoversPrefetch';

/** The gallery's covers: loading, failed (with Retry) or there. */
export type HomeCoversState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; covers: HomeCover[] };

/**
 * The home page's album covers: those the page was rendered with, else the route's prefetch, else loaded on
 * mount; `retry` loads again. The home page is the one page that reads without TanStack Query: its first load
 * stays within the budget without it (docs/decisions/0014-one-way-to-read.md), and it reads one list, once.
 */
export function useHomeCovers(initial?: HomeCover[]): { state: HomeCoversState; retry: () => void } {
  const [state, setState] = useState<HomeCoversState>(() => (initial ? { status: 'ready', covers: initial } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(initial ? -1 : 0);
  useEffect(() => {
    if (attempt < 0) return;
    let current = true;
    const covers = attempt === 0 ? (takePrefetchedHomeCovers() ?? resultData(listHomeCovers())) : resultData(listHomeCovers());
    covers.then(
      (loaded) => current && setState({ status: 'ready', covers: loaded }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => Math.max(count, 0) + 1);
  }, []);
  return { state, retry };
}

/** The home page's covers, read by a server rendering the page (the browser's page uses `useHomeCovers`). */
export function loadHomeCovers(call: ServerCallOptions): Promise<HomeCover[]> {
  return resultData(listHomeCovers(call));
}
