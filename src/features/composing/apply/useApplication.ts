import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createApplicationMutation,
  getMyApplicationOptions,
  getMyApplicationQueryKey,
  getMyMusicianProfileOptions,
  listRoundProjectSummariesOptions,
  resubmitApplicationMutation,
  updateApplicationMutation,
  withdrawApplicationMutation,
} from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { MusicianDetail, ProgramApplication, ProgramProjectSummary, ProgramRound } from '../../../lib/api/generated/types.gen';
import type { PageReads } from '../../../lib/api/pageReads';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import { applicationLifecycle, type ApplicationAction } from '../../../lib/domain/program/lifecycles/application';

/** The logged-in composer's application to the open round, null when they have none. */
export function useMyApplication(enabled: boolean): Load<ProgramApplication | null> {
  return useApiQuery(getMyApplicationOptions(), { loggedInOnly: true, enabled });
}

/** The musician's own profile, for their own tracks (read only once it is known to exist). */
export function useOwnTracks(enabled: boolean): Load<MusicianDetail> {
  return useApiQuery({ ...getMyMusicianProfileOptions(), refetchOnWindowFocus: false }, { loggedInOnly: true, enabled });
}

/** The round's film projects as composers see them. */
export function useProjectSummaries(roundId: number | undefined): Load<ProgramProjectSummary[]> {
  return useApiQuery(listRoundProjectSummariesOptions({ path: { roundId: roundId ?? 0 } }), { loggedInOnly: true, enabled: roundId !== undefined });
}

/** The apply page's read, started by its route (the round is read by the program's own read). */
export const applyReads: PageReads = (client) => void client.prefetchQuery(getMyApplicationOptions());

/** Whether the round's composer window takes applications now (the round open, its window open). */
export const composerWindowOpen = (round: ProgramRound | null | undefined): boolean => round?.status === 'open' && round.composerWindowState === 'open';

/**
 * What the composer may do to their application now, asked of the application lifecycle (the provider asks the
 * same machine), from the status the composer sees.
 */
export function composerActions(application: ProgramApplication, round: ProgramRound | null | undefined): ApplicationAction[] {
  const current = round?.roundId === application.roundId ? round : undefined;
  // The composer's steps ask only for the open window; a decision they see is announced, and final.
  return applicationLifecycle.allowedActions(application.status, 'owner', { windowOpen: composerWindowOpen(current), announced: false });
}

/** Every write of an application: the answer becomes the composer's cached application. */
export function useApplicationWrites() {
  const queryClient = useQueryClient();
  const stored = (answer: { data: ProgramApplication }) => queryClient.setQueryData(getMyApplicationQueryKey(), { ...answer, data: answer.data });
  return {
    create: useMutation({ ...createApplicationMutation(), onSuccess: stored }),
    update: useMutation({ ...updateApplicationMutation(), onSuccess: stored }),
    withdraw: useMutation({ ...withdrawApplicationMutation(), onSuccess: stored }),
    resubmit: useMutation({ ...resubmitApplicationMutation(), onSuccess: stored }),
  };
}
