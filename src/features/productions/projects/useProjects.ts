import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createProjectMutation,
  getProjectOptions,
  getProjectQueryKey,
  listMyProjectsOptions,
  resubmitProjectMutation,
  submitProjectMutation,
  updateProjectMutation,
  withdrawProjectMutation,
} from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { ProgramProject, ProgramRound } from '../../../lib/api/generated/types.gen';
import type { PageReads } from '../../../lib/api/pageReads';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import { projectLifecycle, type ProjectAction } from '../../../lib/domain/program/lifecycles/project';
import { decisionsAnnounced } from '../../../lib/domain/program/rounds';

/** The user's film projects, newest first. */
export function useMyProjects(): Load<ProgramProject[]> {
  return useApiQuery(listMyProjectsOptions(), { loggedInOnly: true });
}

/** One of the user's projects (a project not theirs, or none, fails as not found). */
export function useProject(projectId: number): Load<ProgramProject> {
  return useApiQuery(getProjectOptions({ path: { projectId } }), { loggedInOnly: true });
}

/** The project pages' reads, started by their routes. */
export const myProjectsReads: PageReads = (client) => void client.prefetchQuery(listMyProjectsOptions());
export const projectReads: PageReads = (client, { params }) => {
  const projectId = Number(params.projectId);
  if (Number.isInteger(projectId) && projectId > 0) void client.prefetchQuery(getProjectOptions({ path: { projectId } }));
};

/** Whether the round's project window takes projects now (the round open, its window open). */
export const projectWindowOpen = (round: ProgramRound | null | undefined, roundId?: number): boolean =>
  round?.status === 'open' && round.projectWindowState === 'open' && (roundId === undefined || round.roundId === roundId);

/**
 * What the owner may do to a project now, asked of the project lifecycle with the facts the provider gives it: the
 * round's project window, and whether the round's decisions are announced (rounds.ts, at this browser's clock). A
 * project not yet saved is a draft to be; a round that is not the project's tells nothing of it.
 */
export function ownerActions(project: ProgramProject | undefined, round: ProgramRound | null | undefined, now = Date.now()): ProjectAction[] {
  const itsRound = round && (project === undefined || round.roundId === project.roundId) ? round : undefined;
  return projectLifecycle.allowedActions(project?.status ?? 'draft', 'owner', {
    windowOpen: projectWindowOpen(round, project?.roundId),
    announced: decisionsAnnounced(itsRound, now),
  });
}

/** Every write of a project: the answer becomes the project's cached read, and the list is read again. */
export function useProjectWrites() {
  const queryClient = useQueryClient();
  const stored = (answer: { data: ProgramProject }) => {
    queryClient.setQueryData(getProjectQueryKey({ path: { projectId: answer.data.projectId } }), answer);
    void queryClient.invalidateQueries({ predicate: (query) => (query.queryKey[0] as { _id?: unknown } | undefined)?._id === 'listMyProjects' });
  };
  return {
    create: useMutation({ ...createProjectMutation(), onSuccess: stored }),
    update: useMutation({ ...updateProjectMutation(), onSuccess: stored }),
    submit: useMutation({ ...submitProjectMutation(), onSuccess: stored }),
    withdraw: useMutation({ ...withdrawProjectMutation(), onSuccess: stored }),
    resubmit: useMutation({ ...resubmitProjectMutation(), onSuccess: stored }),
  };
}
