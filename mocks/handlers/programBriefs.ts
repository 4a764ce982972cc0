/**
 * Briefs (docs/product.md 17.10): a selected project's production publishes its music need with a deadline; the
 * round's selected composers (or every approved composer, when the round says so) read it; the production and the
 * office read its answers.
 */
import { zGetBriefPath, zListBriefAnswersPath, zPublishBriefBody, zPublishBriefPath } from '../../src/lib/api/generated/zod.gen';
import { briefDeadlineProblem, briefOpen } from '../../src/lib/domain/program/briefs';
import { requireUser } from '../auth/guard';
import { nextId } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import { answerViewer, briefRoleOf, briefViewer, findVisibleBrief } from './programBriefViews';
import { nowIso, roundAnnounced } from './programDecisions';
import { freeText } from './textInputs';

export const programBriefOperations = [
  defineOperation({
    operationId: 'publishBrief',
    method: 'put',
    path: '/api/v1/program/projects/{projectId}/brief',
    params: zPublishBriefPath,
    body: zPublishBriefBody,
    async resolve({ ctx, request, path, body }) {
      const user = requireUser(ctx, request);
      const project = ctx.db.projects.findFirst((q) => q.where({ id: path.projectId }));
      if (!project || project.ownerId !== user.id) throw problem(404, 'PROJECT_NOT_FOUND', 'No such project.');
      if (project.status !== 'selected' || !roundAnnounced(ctx, project.roundId)) {
        throw problem(409, 'PROJECT_STATUS_CONFLICT', 'Only a selected project publishes a brief, once the decisions are announced.');
      }
      const deadlineProblem = briefDeadlineProblem(body.deadline, ctx.clock.now());
      if (deadlineProblem) {
        throw new ApiProblem(400, 'INVALID_REQUEST', undefined, [
          { field: 'deadline', code: deadlineProblem, message: 'The deadline must lie ahead, at most 180 days.' },
        ]);
      }
      const fields = { deadline: new Date(body.deadline).toISOString(), message: freeText(body.message ?? '', 'multiline'), updatedAt: nowIso(ctx) };
      const existing = ctx.db.briefs.findFirst((q) => q.where({ projectId: project.id }));
      const brief = existing
        ? await ctx.db.briefs.update(existing, {
            data(record) {
              Object.assign(record, fields);
            },
          })
        : await ctx.db.briefs.create({ id: nextId(ctx.db.briefs), projectId: project.id, roundId: project.roundId, publishedAt: nowIso(ctx), ...fields });
      return ok(briefViewer(ctx, user)(brief!, 'owner'), 200, 'Brief published.');
    },
  }),
  defineOperation({
    operationId: 'listBriefs',
    method: 'get',
    path: '/api/v1/program/briefs',
    resolve({ ctx, request }) {
      const user = requireUser(ctx, request);
      const now = ctx.clock.now();
      const view = briefViewer(ctx, user);
      const listed = ctx.db.briefs
        .all()
        .map((brief) => ({ brief, role: briefRoleOf(ctx, user, brief) }))
        .filter(({ role }) => role !== 'other')
        .sort(
          (a, b) =>
            Number(briefOpen(b.brief.deadline, now)) - Number(briefOpen(a.brief.deadline, now)) ||
            (briefOpen(a.brief.deadline, now) ? a.brief.deadline.localeCompare(b.brief.deadline) : b.brief.deadline.localeCompare(a.brief.deadline)) ||
            a.brief.id - b.brief.id,
        )
        .slice(0, 1000)
        .map(({ brief, role }) => view(brief, role));
      return ok(listed);
    },
  }),
  defineOperation({
    operationId: 'getBrief',
    method: 'get',
    path: '/api/v1/program/briefs/{briefId}',
    params: zGetBriefPath,
    resolve({ ctx, request, path }) {
      const user = requireUser(ctx, request);
      const { brief, role } = findVisibleBrief(ctx, user, path.briefId);
      return ok(briefViewer(ctx, user)(brief, role));
    },
  }),
  defineOperation({
    operationId: 'listBriefAnswers',
    method: 'get',
    path: '/api/v1/program/briefs/{briefId}/answers',
    params: zListBriefAnswersPath,
    resolve({ ctx, request, path }) {
      const user = requireUser(ctx, request);
      const { brief, role } = findVisibleBrief(ctx, user, path.briefId);
      if (role === 'composer') throw problem(403, 'FORBIDDEN', "Only the brief's production reads its answers.");
      const view = answerViewer(ctx, user);
      const answers = ctx.db.answers
        .findMany((q) => q.where({ briefId: brief.id }))
        .filter((answer) => answer.status !== 'withdrawn')
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
        .map(view);
      return ok(answers);
    },
  }),
];
