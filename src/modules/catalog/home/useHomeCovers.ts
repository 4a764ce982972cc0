import { listHomeCovers } from '../../../api/generated/sdk.gen';
import type { HomeCover } from '../../../api/generated/types.gen';
import { resultData } from '../../../api/resultData';
import { useLoad, type Load } from '../../../api/useLoad';
import { takePrefetchedHomeCovers } from './homeCoversPrefetch';

/**
 * The home page's album covers: those the page was rendered with, else the route's prefetch, else loaded on
 * mount; `retry` loads again.
 */
export function useHomeCovers(initial?: HomeCover[]): Load<HomeCover[]> {
  return useLoad((signal) => takePrefetchedHomeCovers() ?? resultData(listHomeCovers({ signal })), [], initial);
}
