import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

/** A read of the mock's control endpoints (outside the contract: no generated options), kept in the app's QueryClient. */
export interface ControlQuery<T> {
  query: UseQueryResult<T>;
  /** Reads again (after a change, or when the user asks). */
  reload: () => void;
  /** Replaces the data with an answer that already holds it (the throttle settings after saving them). */
  set: (data: T) => void;
}

/** Where a control read is kept in the app's QueryClient. */
const controlQueryKey = (what: string) => ['mockControl', what];

/**
 * Reads `what` from the mock through `load`; the panel shows the latest answer it has and reads again each time it
 * opens (the data changes behind its back: other tabs, the tests), and never retries on its own.
 */
export function useControlQuery<T>(what: string, load: () => Promise<T>): ControlQuery<T> {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: controlQueryKey(what), queryFn: load, staleTime: 0, retry: false });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const set = useCallback((data: T) => queryClient.setQueryData(controlQueryKey(what), data), [queryClient, what]);
  return { query, reload, set };
}
