import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  decideAnswerMutation,
  getBriefOptions,
  getBriefQueryKey,
  listBriefAnswersOptions,
  listBriefsOptions,
  publishBriefMutation,
} from '../../lib/api/generated/@tanstack/react-query.gen';
import type { ProgramAnswer, ProgramBrief } from '../../lib/api/generated/types.gen';
import type { PageReads } from '../../lib/api/pageReads';
import { useApiQuery, type Load } from '../../lib/api/useApiQuery';

/** The briefs the user may see (their own projects', or the ones they may answer), nearest deadline first. */
export function useBriefs(): Load<ProgramBrief[]> {
  return useApiQuery(listBriefsOptions(), { loggedInOnly: true });
}

/** One brief the user may see (fails as not found otherwise). */
export function useBrief(briefId: number): Load<ProgramBrief> {
  return useApiQuery(getBriefOptions({ path: { briefId } }), { loggedInOnly: true });
}

/** A brief's answers, for its production (and the office). */
export function useBriefAnswers(briefId: number): Load<ProgramAnswer[]> {
  return useApiQuery(listBriefAnswersOptions({ path: { briefId } }), { loggedInOnly: true });
}

/** Whether a query is one of the briefs' reads (its generated key names the operation). */
const isBriefRead = (queryKey: readonly unknown[]) =>
  ['listBriefs', 'getBrief', 'listBriefAnswers'].includes(String((queryKey[0] as { _id?: unknown } | undefined)?._id));

/** The production's writes: publishing a brief and marking an answer; each reads the briefs again. */
export function useBriefWrites() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ predicate: (query) => isBriefRead(query.queryKey) });
  return {
    publish: useMutation({
      ...publishBriefMutation(),
      onSuccess: (answer) => {
        queryClient.setQueryData(getBriefQueryKey({ path: { briefId: answer.data.briefId } }), answer);
        refresh();
      },
    }),
    decide: useMutation({ ...decideAnswerMutation(), onSuccess: refresh }),
  };
}

/** The briefs pages' reads, started by their routes. */
export const briefsReads: PageReads = (client) => void client.prefetchQuery(listBriefsOptions());
export const briefReads: PageReads = (client, { params }) => {
  const briefId = Number(params.briefId);
  if (Number.isInteger(briefId) && briefId > 0) void client.prefetchQuery(getBriefOptions({ path: { briefId } }));
};
