import { listHomeCovers } from '../../../lib/api/generated/sdk.gen';
import type { HomeCover } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import type { ServerCallOptions } from '../../../lib/api/serverCall';
import { useLoad, type Load } from '../../../lib/api/useLoad';
import { takePrefetchedHomeCovers } from './homeCoversPrefetch';

/**
 * The home page's album covers: those the page was rendered with, else the route's prefetch, else loaded on
 * mount; `retry` loads again.
 */
export function useHomeCovers(initial?: HomeCover[]): Load<HomeCover[]> {
  return useLoad((signal) => takePrefetchedHomeCovers() ?? resultData(listHomeCovers({ signal })), [], initial);
}

/** The home page's covers, read by a server rendering the page (the browser's page uses `useHomeCovers`). */
export function loadHomeCovers(call: ServerCallOptions): Promise<HomeCover[]> {
  return resultData(listHomeCovers(call));
}
