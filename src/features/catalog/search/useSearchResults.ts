import { searchMusic } from '../../../lib/api/generated/sdk.gen';
import type { MusicSearchPage } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import { useLoad, type Load } from '../../../lib/api/useLoad';
import { useIsLoggedIn } from '../../../lib/auth/sessionStore';
import { searchParamsOf, searchRequestOf, type SearchQuery } from './searchQuery';

/**
 * The page of results for a search; a newer search aborts the older request. Logging in or out loads again
 * (whether each track is liked depends on who asks).
 */
export function useSearchResults(query: SearchQuery): Load<MusicSearchPage> {
  const loggedIn = useIsLoggedIn();
  return useLoad((signal) => resultData(searchMusic({ query: searchRequestOf(query), signal })), [searchParamsOf(query).toString(), loggedIn]);
}
