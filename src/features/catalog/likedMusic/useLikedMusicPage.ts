import { listLikedMusic } from '../../../lib/api/generated/sdk.gen';
import type { MusicPage } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import { useLoad, type Load } from '../../../lib/api/useLoad';

/** Liked tracks per page. */
export const LIKED_MUSIC_PAGE_SIZE = 20;

/** Loads one page (1-based) of the user's liked tracks, newest like first; a newer page aborts the older load. */
export function useLikedMusicPage(page: number): Load<MusicPage> {
  return useLoad((signal) => resultData(listLikedMusic({ query: { page, size: LIKED_MUSIC_PAGE_SIZE }, signal })), [page]);
}
