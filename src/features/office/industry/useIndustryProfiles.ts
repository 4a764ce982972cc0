import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideIndustryProfileMutation, listIndustryProfilesOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { IndustryProfileReviewPageResponse, IndustryProfileStatus } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import { invalidateOperation } from '../decisions/invalidateOperation';

/** The most profiles one list shows (the contract's page size limit); the oldest request first. */
const PAGE_SIZE = 100;

/** The industry profiles of one status, as the office reviews them. */
export function useIndustryProfiles(status: IndustryProfileStatus): Load<IndustryProfileReviewPageResponse['data']> {
  return useApiQuery(listIndustryProfilesOptions({ query: { status, size: PAGE_SIZE } }), { loggedInOnly: true });
}

/** Verifying or rejecting one profile; the lists are read again (the profile moves between them). */
export function useDecideIndustryProfile() {
  const queryClient = useQueryClient();
  return useMutation({ ...decideIndustryProfileMutation(), onSuccess: () => invalidateOperation(queryClient, 'listIndustryProfiles') });
}
