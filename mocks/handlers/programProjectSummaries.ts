import { zListRoundProjectSummariesPath } from '../../src/lib/api/generated/zod.gen';
import type { ProgramProjectSummary } from '../../src/lib/api/generated/types.gen';
import { requireUser } from '../auth/guard';
import type { ProjectRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { problem } from '../http/problem';
import { openToComposers } from './programApplications';
import { isOffice, roundOf } from './programDecisions';

/** A film project as composers see it when they apply: no status, no decision, no owner. */
const summaryOf = (project: ProjectRecord): ProgramProjectSummary => ({
  projectId: project.id,
  title: { ...project.title },
  logline: { ...project.logline },
  genre: project.genre,
  stage: project.stage,
  company: project.company,
});

const bySubmission = (a: ProjectRecord, b: ProjectRecord) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? '') || a.id - b.id;

export const programProjectSummaryOperations = [
  defineOperation({
    operationId: 'listRoundProjectSummaries',
    method: 'get',
    path: '/api/v1/program/rounds/{roundId}/project-summaries',
    params: zListRoundProjectSummariesPath,
    resolve({ ctx, request, path }) {
      const user = requireUser(ctx, request, ['ROLE_MUSICIAN', 'ROLE_ADMIN']);
      const round = roundOf(ctx, path.roundId);
      if (!round || (round.status === 'draft' && !isOffice(user))) throw problem(404, 'ROUND_NOT_FOUND', 'No such round.');
      // The projects an application may name (the same rule as the application's check), so a choice is never refused.
      const listed = ctx.db.projects
        .findMany((q) => q.where({ roundId: round.id }))
        .filter((project) => openToComposers(ctx, project))
        .sort(bySubmission)
        .map(summaryOf);
      return ok(listed.slice(0, 1000));
    },
  }),
];
