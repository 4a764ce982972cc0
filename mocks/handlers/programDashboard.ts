/**
 * A round's dashboard for the program office (docs/product.md 17.12): its film projects and composer applications
 * by status (the office's statuses, decided or not announced), its briefs published and answered, and the answers
 * by status, and its 1:1 meetings. The status lists are the lifecycles' (every status present, 0 when none), so they cannot drift.
 */
import type { ProgramDashboard, ProgramStatusCounts } from '../../src/lib/api/generated/types.gen';
import { zGetRoundDashboardPath } from '../../src/lib/api/generated/zod.gen';
import { answerLifecycle } from '../../src/lib/domain/program/lifecycles/answer';
import { applicationLifecycle } from '../../src/lib/domain/program/lifecycles/application';
import { projectLifecycle } from '../../src/lib/domain/program/lifecycles/project';
import { requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { problem } from '../http/problem';
import { roundOf } from './programDecisions';

/** How many of `records` have each of `statuses`, every status present. */
function countsOf<S extends string>(statuses: readonly S[], records: readonly { status: S }[]): ProgramStatusCounts {
  const counts: ProgramStatusCounts = Object.fromEntries(statuses.map((status) => [status, 0]));
  for (const { status } of records) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The round's 1:1 meetings: requests made, accepted, placed, held or missed, and held ones someone follows up. */
function meetingCountsOf(ctx: MockContext, roundId: number): ProgramDashboard['meetings'] {
  const requests = ctx.db.meetingRequests.findMany((q) => q.where({ roundId }));
  const meetings = ctx.db.meetings.findMany((q) => q.where({ roundId })).filter((meeting) => meeting.status !== 'cancelled');
  const held = meetings.filter((meeting) => meeting.status === 'held');
  return {
    requests: requests.length,
    accepted: requests.filter((request) => request.status === 'accepted').length,
    scheduled: meetings.length,
    held: held.length,
    missed: meetings.filter((meeting) => meeting.status === 'missed').length,
    followUps: held.filter((meeting) => meeting.productionFollowUp === true || meeting.composerFollowUp === true).length,
  };
}

function dashboardOf(ctx: MockContext, roundId: number): ProgramDashboard {
  const briefs = ctx.db.briefs.findMany((q) => q.where({ roundId }));
  const briefIds = new Set(briefs.map((brief) => brief.id));
  const answers = ctx.db.answers.all().filter((answer) => briefIds.has(answer.briefId));
  const answered = new Set(answers.filter((answer) => answer.status !== 'withdrawn').map((answer) => answer.briefId));
  return {
    roundId,
    projects: countsOf(
      projectLifecycle.statuses,
      ctx.db.projects.findMany((q) => q.where({ roundId })),
    ),
    applications: countsOf(
      applicationLifecycle.statuses,
      ctx.db.applications.findMany((q) => q.where({ roundId })),
    ),
    briefs: { published: briefs.length, answered: answered.size },
    answers: countsOf(answerLifecycle.statuses, answers),
    meetings: meetingCountsOf(ctx, roundId),
  };
}

export const programDashboardOperations = [
  defineOperation({
    operationId: 'getRoundDashboard',
    method: 'get',
    path: '/api/v1/program/rounds/{roundId}/dashboard',
    params: zGetRoundDashboardPath,
    resolve({ ctx, request, path }) {
      requireUser(ctx, request, ['ROLE_ADMIN']);
      if (!roundOf(ctx, path.roundId)) throw problem(404, 'ROUND_NOT_FOUND', 'No such round.');
      return ok(dashboardOf(ctx, path.roundId));
    },
  }),
];
