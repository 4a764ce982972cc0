import { searchMusicOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { MusicSearchPage } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import { searchRequestOf, type SearchQuery } from './searchQuery';

/**
 * The page of results for a search, keyed by its request (a newer search's answer is never overwritten by an
 * older one; the previous results stay shown while the next load). Logging in or out loads again (whether each
 * track is liked depends on who asks): the query client resets every query when the session changes.
 */
export function useSearchResults(query: SearchQuery): Load<MusicSearchPage> {
  return useApiQuery(searchRead(query));
}

/** The read of a search's page of results. */
export const searchRead = (query: SearchQuery) => searchMusicOptions({ query: searchRequestOf(query) });
