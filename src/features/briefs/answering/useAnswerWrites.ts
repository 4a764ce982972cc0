import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAnswerMutation,
  getBriefQueryKey,
  listBriefsQueryKey,
  listMyAnswersQueryKey,
  updateAnswerMutation,
  withdrawAnswerMutation,
} from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { ProgramAnswer, ProgramBriefResponse } from '../../../lib/api/generated/types.gen';

/**
 * Every write of the composer's answer to one brief: the answer becomes the brief's `myAnswer` at once, then the
 * brief, the briefs list and the composer's answers are read again.
 */
export function useAnswerWrites(briefId: number) {
  const queryClient = useQueryClient();
  const stored = (answer: { data: ProgramAnswer }) => {
    const briefKey = getBriefQueryKey({ path: { briefId } });
    queryClient.setQueryData<ProgramBriefResponse>(briefKey, (cached) => (cached ? { ...cached, data: { ...cached.data, myAnswer: answer.data } } : cached));
    for (const queryKey of [briefKey, listBriefsQueryKey(), listMyAnswersQueryKey()]) void queryClient.invalidateQueries({ queryKey });
  };
  return {
    create: useMutation({ ...createAnswerMutation(), onSuccess: stored }),
    update: useMutation({ ...updateAnswerMutation(), onSuccess: stored }),
    withdraw: useMutation({ ...withdrawAnswerMutation(), onSuccess: stored }),
  };
}
