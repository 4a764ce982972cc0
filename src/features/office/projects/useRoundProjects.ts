import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideProjectsMutation, listRoundProjectsOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { ListRoundProjectsData, ProgramProject } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import { invalidateOperation } from '../decisions/invalidateOperation';

/** What the office narrows a round's projects by. */
export type ProjectFilters = Omit<ListRoundProjectsData['query'], 'roundId'>;

/** A round's submitted projects with the filters, in order of submission; nothing is read without a round. */
export function useRoundProjects(roundId: number | undefined, filters: ProjectFilters): Load<ProgramProject[]> {
  return useApiQuery(listRoundProjectsOptions({ query: { roundId: roundId ?? 0, ...filters } }), { loggedInOnly: true, enabled: roundId !== undefined });
}

/** One decision for several projects at once; the round's lists are read again. */
export function useDecideProjects() {
  const queryClient = useQueryClient();
  return useMutation({ ...decideProjectsMutation(), onSuccess: () => invalidateOperation(queryClient, 'listRoundProjects') });
}
