import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  announceDecisionsMutation,
  cancelAnnouncementMutation,
  closeRoundMutation,
  createRoundMutation,
  listRoundsOptions,
  openRoundMutation,
  updateRoundMutation,
} from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { ProgramRound } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import { invalidateOperation } from '../decisions/invalidateOperation';

/** Every round, newest first (the office's own list, drafts included). */
export function useRounds(): Load<ProgramRound[]> {
  return useApiQuery(listRoundsOptions(), { loggedInOnly: true });
}

/** Creating, changing, opening and closing rounds, and announcing their decisions (or cancelling a scheduled announcement); the lists and the public open round are read again after each. */
export function useRoundSettings() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await Promise.all([invalidateOperation(queryClient, 'listRounds'), invalidateOperation(queryClient, 'getCurrentRound')]);
  };
  return {
    create: useMutation({ ...createRoundMutation(), onSuccess }),
    update: useMutation({ ...updateRoundMutation(), onSuccess }),
    open: useMutation({ ...openRoundMutation(), onSuccess }),
    close: useMutation({ ...closeRoundMutation(), onSuccess }),
    announce: useMutation({ ...announceDecisionsMutation(), onSuccess }),
    cancelAnnouncement: useMutation({ ...cancelAnnouncementMutation(), onSuccess }),
  };
}
