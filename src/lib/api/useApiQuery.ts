import { hashKey, keepPreviousData, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useIsLoggedIn } from '../auth/sessionStore';

/**
 * What a page shows of a read: loading (with the previous answer while a new one loads, so a list does not
 * blink empty between pages or queries), failed (with what it showed before, if anything) or ready.
 */
export type LoadState<T> = { status: 'loading'; data?: T } | { status: 'failed'; error: unknown; data?: T } | { status: 'ready'; data: T };

export interface Load<T> {
  state: LoadState<T>;
  /** Loads again (the failure state's retry button). */
  retry: () => void;
  /** Shows changed data without loading (an optimistic update, a saved edit): the query's cached answer changes. */
  replace: (update: (data: T) => T) => void;
}

/** Every read of the contract answers `{ data: T }` (the generated query options' data). */
interface Envelope<T> {
  data: T;
}

/** Options for `useApiQuery` besides the generated query's. */
export interface ApiQuerySettings<T> {
  /**
   * The answer a server rendered the page with (its route's loader data): the query starts with it and loads
   * nothing, unless someone is logged in (a server renders anonymously; a logged-in browser reads its own answer).
   */
  initial?: T;
  /** False: nothing loads (the page waits for an input); the state stays loading. */
  enabled?: boolean;
}

/**
 * A read of the API through TanStack Query with the options generated from the contract
 * (`src/lib/api/generated/@tanstack/react-query.gen.ts`), shown as a page's `LoadState`. The query's key is the
 * operation and its parameters, so a newer input's answer can never be overwritten by an older one, and every
 * page reading the same thing shares one answer. The state is rendered at a lower priority than input
 * (`useDeferredValue`), so drawing a long list never holds up typing or a click.
 */
export function useApiQuery<T, TError, TKey extends QueryKey>(
  options: UseQueryOptions<Envelope<T>, TError, Envelope<T>, TKey>,
  { initial, enabled = true }: ApiQuerySettings<T> = {},
): Load<T> {
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const query = useQuery({
    ...options,
    enabled,
    placeholderData: keepPreviousData,
    ...(initial === undefined ? {} : { initialData: { data: initial }, initialDataUpdatedAt: loggedIn ? 0 : undefined }),
  });
  const { data: envelope, error, isPending, isPlaceholderData, isError, isFetching, refetch } = query;
  const data = envelope?.data;
  const state = useMemo((): LoadState<T> => {
    if (data === undefined) return isError && !isFetching ? { status: 'failed', error } : { status: 'loading' };
    if (isPending || isPlaceholderData || (isError && isFetching)) return { status: 'loading', data };
    if (isError) return { status: 'failed', error, data };
    return { status: 'ready', data };
  }, [data, error, isPending, isPlaceholderData, isError, isFetching]);

  // The generated options make a new key (an equal one) every render; the hash says when it is another.
  const keyHash = hashKey(options.queryKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key changes exactly when its hash does
  const queryKey = useMemo(() => options.queryKey, [keyHash]);
  const retry = useCallback(() => void refetch(), [refetch]);
  const replace = useCallback(
    (update: (data: T) => T) => queryClient.setQueryData<Envelope<T>>(queryKey, (cached) => (cached === undefined ? cached : { ...cached, data: update(cached.data) })),
    [queryClient, queryKey],
  );
  return { state: useDeferredValue(state), retry, replace };
}
