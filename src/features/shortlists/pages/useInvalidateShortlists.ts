import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getShortlistQueryKey, listMyShortlistsQueryKey } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { Shortlist } from '../../../lib/api/generated/types.gen';

/**
 * After a change: the list's new state goes into its page's cache at once (when the answer carries it), and
 * the list of my shortlists is fetched again, so every screen (menus, the list page) stays right.
 */
export function useShortlistChanged() {
  const client = useQueryClient();
  return useCallback(
    (shortlistId: number, changed?: Shortlist) => {
      const key = getShortlistQueryKey({ path: { shortlistId } });
      if (changed) client.setQueryData(key, (old) => (old ? { ...old, data: changed } : old));
      else void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: listMyShortlistsQueryKey() });
    },
    [client],
  );
}
