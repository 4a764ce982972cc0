import { hashKey, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { hasSessionNow, useIsLoggedIn } from '../auth/sessionStore';

/**
 * What a page shows of a read: loading (with the previous answer while a new one loads, so a list does not
 * blink empty between pages or queries), failed (nothing to show) or ready.
 */
export type LoadState<T> = { status: 'loading'; data?: T } | { status: 'failed'; error: unknown; data?: T } | { status: 'ready'; data: T };

export interface Load<T> {
  state: LoadState<T>;
  /** Loads again (the failure state's retry button). */
  retry: () => void;
  /** Shows changed data without loading (an optimistic update, a saved edit): the query's cached answer changes. */
  replace: (update: (data: T) => T) => void;
}

/** Every read of the contract answers `{ data: T }` besides the success fields (the generated query options' data). */
interface Envelope {
  data: unknown;
}

/** Options for `useApiQuery` besides the generated query's. */
export interface ApiQuerySettings<T> {
  /**
   * The answer a server rendered the page with (its route's loader data), for the query of the first render only
   * (a page's loader data stays when its inputs change, a language say, and must never stand in for another
   * answer): the query starts with it and loads nothing, unless someone is logged in (a server renders
   * anonymously; a logged-in browser reads its own answer).
   */
  initial?: T;
  /** False: nothing loads (the page waits for an input); the state stays loading. */
  enabled?: boolean;
  /**
   * The read needs a login (the contract's operation has no anonymous answer): it never runs without one, so a
   * logout on its page (which then leaves for home) forgets the answer without asking anonymously (a 401 would
   * send the browser to the login).
   */
  loggedInOnly?: boolean;
}

/**
 * A page entered again shows at once what it showed last time and reads it again (an edit made meanwhile, here or
 * elsewhere, shows: as every visit used to load afresh); the answer a server rendered the page with
 * (`initial`, never fetched in the browser) is not read again while fresh.
 */
const readAgainOnVisit = (query: { state: { dataUpdateCount: number } }): boolean | 'always' => (query.state.dataUpdateCount > 0 ? 'always' : true);

/**
 * The failures a page has shown (the query and when it failed). A failure nobody has seen yet (the read the route
 * started as the visitor arrived) is told with its Retry when the page mounts, however long mounting took; one
 * already shown is read again like any answer on a new visit.
 */
const shownFailures = new WeakMap<object, number>();
const unseenFailure = (query: { state: { status: string; errorUpdatedAt: number } } | undefined) =>
  query !== undefined && query.state.status === 'error' && query.state.errorUpdatedAt > 0 && shownFailures.get(query) !== query.state.errorUpdatedAt;

/** The window regaining focus reads again an answer shown (when stale), never a failure on screen: that waits for its Retry. */
const readAgainOnFocus = (query: { state: { data: unknown } }) => query.state.data !== undefined;

/**
 * A read of the API through TanStack Query with the options generated from the contract
 * (`src/lib/api/generated/@tanstack/react-query.gen.ts`), shown as a page's `LoadState`. The query's key is the
 * operation and its parameters, so a newer input's answer can never be overwritten by an older one, and every
 * page reading the same thing shares one answer. The state is rendered at a lower priority than input
 * (`useDeferredValue`), so drawing a long list never holds up typing or a click.
 */
export function useApiQuery<TAnswer extends Envelope, TError, TKey extends QueryKey, T = TAnswer['data']>(
  options: UseQueryOptions<TAnswer, TError, TAnswer, TKey>,
  { initial, enabled = true, loggedInOnly = false }: ApiQuerySettings<T> = {},
): Load<T> {
  const queryClient = useQueryClient();
  // Rendered again when a session starts or ends (what the page may read changes with it).
  useIsLoggedIn();
  // The generated options make a new key (an equal one) every render; the hash says when it is another.
  const keyHash = hashKey(options.queryKey);
  const [firstRender] = useState(() => ({ keyHash, at: Date.now() }));
  const seeded = initial !== undefined && keyHash === firstRender.keyHash;
  const cached = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  const query = useQuery({
    ...options,
    enabled: loggedInOnly ? () => enabled && hasSessionNow() : enabled,
    refetchOnMount: readAgainOnVisit,
    refetchOnWindowFocus: readAgainOnFocus,
    retryOnMount: !unseenFailure(cached),
    // While another input's answer loads, the previous input's stays shown; an answer forgotten (a logout) is not.
    placeholderData: <TPrevious>(previous: TPrevious | undefined, previousQuery?: { queryHash: string }) =>
      previousQuery !== undefined && previousQuery.queryHash !== keyHash ? previous : undefined,
    ...(seeded ? { initialData: { data: initial } as TAnswer, initialDataUpdatedAt: hasSessionNow() ? 0 : firstRender.at } : {}),
  });
  const { data: envelope, error, errorUpdatedAt, isPlaceholderData, isError, isFetching, refetch } = query;
  const data = envelope?.data as T | undefined;
  const failureShown = data === undefined && isError && !isFetching;
  useEffect(() => {
    if (!failureShown) return;
    const failed = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (failed) shownFailures.set(failed, errorUpdatedAt);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key changes exactly when its hash does
  }, [failureShown, errorUpdatedAt, keyHash, queryClient]);
  // A read again of what is shown (a visit, the window's focus) that fails keeps it shown, ready: a form on screen
  // never gives way to a failure, and the shared toasts tell a network or server failure in any case.
  const state = useMemo((): LoadState<T> => {
    if (data === undefined) return failureShown ? { status: 'failed', error } : { status: 'loading' };
    return isPlaceholderData ? { status: 'loading', data } : { status: 'ready', data };
  }, [data, error, isPlaceholderData, failureShown]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key changes exactly when its hash does
  const queryKey = useMemo(() => options.queryKey, [keyHash]);
  const retry = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback(
    (update: (data: T) => T) => queryClient.setQueryData<TAnswer>(queryKey, (cached) => (cached === undefined ? cached : { ...cached, data: update(cached.data as T) })),
    [queryClient, queryKey],
  );
  return { state: useDeferredValue(state), retry, replace };
}
