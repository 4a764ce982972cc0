import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideApplicationsMutation, listRoundApplicationsOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { ListRoundApplicationsData, ProgramApplication } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import { invalidateOperation } from '../decisions/invalidateOperation';

/** What the office narrows a round's applications by. */
export type ApplicationFilters = Omit<ListRoundApplicationsData['query'], 'roundId'>;

/** A round's composer applications with the filters, in order of submission; nothing is read without a round. */
export function useRoundApplications(roundId: number | undefined, filters: ApplicationFilters): Load<ProgramApplication[]> {
  return useApiQuery(listRoundApplicationsOptions({ query: { roundId: roundId ?? 0, ...filters } }), { loggedInOnly: true, enabled: roundId !== undefined });
}

/** One decision for several applications at once; the round's lists are read again. */
export function useDecideApplications() {
  const queryClient = useQueryClient();
  return useMutation({ ...decideApplicationsMutation(), onSuccess: () => invalidateOperation(queryClient, 'listRoundApplications') });
}
