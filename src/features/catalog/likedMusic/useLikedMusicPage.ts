import { listLikedMusicOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { MusicPage } from '../../../lib/api/generated/types.gen';
import type { PageReads } from '../../../lib/api/pageReads';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import { readPage } from '../../../lib/ui/paging/pageSearch';

/** Liked tracks per page. */
export const LIKED_MUSIC_PAGE_SIZE = 20;

/**
 * One page (1-based) of the user's liked tracks, newest like first, keyed by the page (the previous page stays
 * shown while the next one loads); read with a login only.
 */
export function useLikedMusicPage(page: number): Load<MusicPage> {
  return useApiQuery(likedMusicRead(page), { loggedInOnly: true });
}

const likedMusicRead = (page: number) => listLikedMusicOptions({ query: { page, size: LIKED_MUSIC_PAGE_SIZE } });

/** The liked-music page's read for the address's page, started by its route (once the login is checked). */
export const likedMusicReads: PageReads = (client, { search }) => void client.prefetchQuery(likedMusicRead(readPage(search)));
