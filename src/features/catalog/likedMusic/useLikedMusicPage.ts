import { listLikedMusicOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { MusicPage } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/** Liked tracks per page. */
export const LIKED_MUSIC_PAGE_SIZE = 20;

/**
 * One page (1-based) of the user's liked tracks, newest like first, keyed by the page (the previous page stays
 * shown while the next one loads). Logging in or out forgets it (the query client resets on a session change).
 */
export function useLikedMusicPage(page: number): Load<MusicPage> {
  return useApiQuery(listLikedMusicOptions({ query: { page, size: LIKED_MUSIC_PAGE_SIZE } }));
}
