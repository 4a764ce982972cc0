import { listHomeCovers } from '../../../api/generated/sdk.gen';
import type { HomeCover } from '../../../api/generated/types.gen';
import { resultData } from '../../../api/resultData';
import { useLoad, type Load } from '../../../api/useLoad';
import { takePrefetchedHomeCovers } from './homeCoversPrefetch';

/** The home page's album covers (the route's prefetch, else loaded on mount; `retry` loads again). */
export function useHomeCovers(): Load<HomeCover[]> {
  return useLoad((signal) => takePrefetchedHomeCovers() ?? resultData(listHomeCovers({ signal })), []);
}
