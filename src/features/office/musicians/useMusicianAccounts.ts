import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideMusicianAccountMutation, listMusicianAccountsOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { MusicianAccountPage, ReviewedStatus } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import { invalidateOperation } from '../decisions/invalidateOperation';

/** The most accounts one list shows (the contract's page size limit); the oldest request first. */
export const REVIEW_PAGE_SIZE = 100;

/** The musician accounts of one status, as the office reviews them. */
export function useMusicianAccounts(status: ReviewedStatus): Load<MusicianAccountPage> {
  return useApiQuery(listMusicianAccountsOptions({ query: { status, size: REVIEW_PAGE_SIZE } }), { loggedInOnly: true });
}

/** A decision on one account; every list is read again once it is made (the account moves between them). */
export function useDecideMusicianAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    ...decideMusicianAccountMutation(),
    onSuccess: () => invalidateOperation(queryClient, 'listMusicianAccounts'),
  });
}
