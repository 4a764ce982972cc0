import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchQuery, searchParamsOf, type SearchQuery } from './searchQuery';

export interface SearchQueryState {
  query: SearchQuery;
  /** Puts a search in the address: `replace` for typing (one history entry), push for explicit changes. */
  setQuery: (next: SearchQuery, options?: { replace?: boolean }) => void;
}

/** The search kept in the address, so it can be shared, reloaded and walked with back/forward. */
export function useSearchQuery(): SearchQueryState {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the value
  const query = useMemo(() => parseSearchQuery(params), [key]);
  const setQuery = useCallback(
    (next: SearchQuery, options: { replace?: boolean } = {}) => {
      const nextParams = searchParamsOf(next);
      if (nextParams.toString() === key) return;
      // An explicit change renders at once (not in a transition), so a second filter chosen right after the first
      // starts from the search that includes it, instead of the address before it.
      const replace = options.replace ?? false;
      setParams(nextParams, { replace, preventScrollReset: true, flushSync: !replace });
    },
    [setParams, key],
  );
  return { query, setQuery };
}
