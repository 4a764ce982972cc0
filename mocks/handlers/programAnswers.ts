/**
 * Answers to briefs (docs/product.md 17.10): a composer who may see a brief answers it with up to 3 of their own
 * tracks and a note until its deadline, edits or withdraws it; the production shortlists or passes each answer,
 * a pass with a reason the composer reads. Every status step is the answer lifecycle's.
 */
import {
  zCreateAnswerBody,
  zCreateAnswerPath,
  zDecideAnswerBody,
  zDecideAnswerPath,
  zUpdateAnswerBody,
  zUpdateAnswerPath,
  zWithdrawAnswerPath,
} from '../../src/lib/api/generated/zod.gen';
import type { FieldError, ProgramAnswerInput, ProgramAnswerOutcomeInput } from '../../src/lib/api/generated/types.gen';
import { briefOpen } from '../../src/lib/domain/program/briefs';
import { answerLifecycle, type AnswerAction } from '../../src/lib/domain/program/lifecycles/answer';
import { requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import { nextId, type AnswerRecord, type UserRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import { musicianOfUser } from '../http/views';
import { answerRoleOf, answerViewer, findVisibleBrief } from './programBriefViews';
import { assertNoRepeats, nowIso } from './programDecisions';
import { freeText } from './textInputs';

/** An answer its composer or the brief's production may see; 404 otherwise. */
function findAnswer(ctx: MockContext, user: UserRecord, answerId: number): AnswerRecord {
  const answer = ctx.db.answers.findFirst((q) => q.where({ id: answerId }));
  if (!answer || answerRoleOf(ctx, user, answer) === 'other') throw problem(404, 'ANSWER_NOT_FOUND', 'No such answer.');
  return answer;
}

/** The lifecycle's answer to `action` on `answer` by `user`: the new status, or 403 / 409 with its code. */
function transitionOf(ctx: MockContext, user: UserRecord, answer: AnswerRecord, action: AnswerAction) {
  const brief = ctx.db.briefs.findFirst((q) => q.where({ id: answer.briefId }));
  const beforeDeadline = brief !== undefined && briefOpen(brief.deadline, ctx.clock.now());
  const outcome = answerLifecycle.nextStatus(answer.status, action, answerRoleOf(ctx, user, answer), { beforeDeadline });
  if (outcome.refusal !== undefined) throw problem(outcome.refusal === 'FORBIDDEN' ? 403 : 409, outcome.refusal);
  return outcome.status;
}

/** The body as stored: the composer's own tracks without repeats (400 / 422), the note cleaned. */
function fieldsOf(ctx: MockContext, user: UserRecord, input: ProgramAnswerInput): Pick<AnswerRecord, 'trackIds' | 'note'> {
  assertNoRepeats({ trackIds: input.trackIds });
  const musician = musicianOfUser(ctx, user.id);
  const unknown: FieldError[] = input.trackIds
    .filter((id) => musician === undefined || ctx.db.music.findFirst((q) => q.where({ id }))?.musicianId !== musician.id)
    .map((id) => ({ field: 'trackIds', code: 'unknown_track', message: `Track ${id} is not one of yours.` }));
  if (unknown.length > 0) throw new ApiProblem(422, 'ANSWER_REFERENCE_UNKNOWN', undefined, unknown);
  return { trackIds: [...input.trackIds], note: freeText(input.note, 'multiline') };
}

/** The outcome to store, or 422 `DECISION_REASON_INVALID`: a pass needs a reason, `OTHER` a note, a shortlist none. */
function outcomeOf(body: ProgramAnswerOutcomeInput): Pick<AnswerRecord, 'passReason' | 'passNote'> {
  const note = freeText(body.note ?? '', 'multiline');
  const reason = body.reasonCode ?? null;
  const problems: FieldError[] = [];
  if (body.outcome === 'passed' && reason === null) problems.push({ field: 'reasonCode', code: 'required', message: 'Say why the answer is passed.' });
  if (body.outcome === 'shortlisted' && reason !== null) problems.push({ field: 'reasonCode', code: 'not_allowed', message: 'A shortlist takes no reason.' });
  if (reason === 'OTHER' && note === '') problems.push({ field: 'note', code: 'required', message: 'Say what the other reason is.' });
  if (problems.length > 0) throw new ApiProblem(422, 'DECISION_REASON_INVALID', undefined, problems);
  return { passReason: reason, passNote: body.outcome === 'passed' ? note : '' };
}

export const programAnswerOperations = [
  defineOperation({
    operationId: 'createAnswer',
    method: 'post',
    path: '/api/v1/program/briefs/{briefId}/answers',
    params: zCreateAnswerPath,
    body: zCreateAnswerBody,
    async resolve({ ctx, request, path, body }) {
      const user = requireUser(ctx, request);
      const { brief, role } = findVisibleBrief(ctx, user, path.briefId);
      if (role !== 'composer') throw problem(403, 'MUSICIAN_ONLY', 'Composers answer briefs.');
      if (!briefOpen(brief.deadline, ctx.clock.now())) throw problem(409, 'BRIEF_CLOSED', "The brief's deadline has passed.");
      const existing = ctx.db.answers.findFirst((q) => q.where({ briefId: brief.id, composerId: user.id }));
      if (existing && existing.status !== 'withdrawn') throw problem(409, 'ANSWER_EXISTS', 'You have answered this brief already.');
      const fields = fieldsOf(ctx, user, body);
      if (existing) ctx.db.answers.delete(existing);
      const answer = await ctx.db.answers.create({
        id: nextId(ctx.db.answers),
        briefId: brief.id,
        composerId: user.id,
        ...fields,
        status: 'submitted',
        passReason: null,
        passNote: '',
        decidedAt: null,
        createdAt: nowIso(ctx),
        updatedAt: nowIso(ctx),
      });
      return ok(answerViewer(ctx, user)(answer), 201, 'Answer sent.');
    },
  }),
  defineOperation({
    operationId: 'listMyAnswers',
    method: 'get',
    path: '/api/v1/program/answers/mine',
    resolve({ ctx, request }) {
      const user = requireUser(ctx, request);
      const view = answerViewer(ctx, user);
      const mine = ctx.db.answers
        .findMany((q) => q.where({ composerId: user.id }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
        .map(view);
      return ok(mine);
    },
  }),
  defineOperation({
    operationId: 'updateAnswer',
    method: 'put',
    path: '/api/v1/program/answers/{answerId}',
    params: zUpdateAnswerPath,
    body: zUpdateAnswerBody,
    async resolve({ ctx, request, path, body }) {
      const user = requireUser(ctx, request);
      const answer = findAnswer(ctx, user, path.answerId);
      const status = transitionOf(ctx, user, answer, 'edit');
      const fields = fieldsOf(ctx, user, body);
      const updated = await ctx.db.answers.update(answer, {
        data(record) {
          Object.assign(record, fields, { status, updatedAt: nowIso(ctx) });
        },
      });
      return ok(answerViewer(ctx, user)(updated!), 200, 'Answer saved.');
    },
  }),
  defineOperation({
    operationId: 'withdrawAnswer',
    method: 'post',
    path: '/api/v1/program/answers/{answerId}/withdraw',
    params: zWithdrawAnswerPath,
    async resolve({ ctx, request, path }) {
      const user = requireUser(ctx, request);
      const answer = findAnswer(ctx, user, path.answerId);
      const status = transitionOf(ctx, user, answer, 'withdraw');
      const updated = await ctx.db.answers.update(answer, {
        data(record) {
          record.status = status;
          record.updatedAt = nowIso(ctx);
        },
      });
      return ok(answerViewer(ctx, user)(updated!), 200, 'Answer withdrawn.');
    },
  }),
  defineOperation({
    operationId: 'decideAnswer',
    method: 'post',
    path: '/api/v1/program/answers/{answerId}/outcome',
    params: zDecideAnswerPath,
    body: zDecideAnswerBody,
    async resolve({ ctx, request, path, body }) {
      const user = requireUser(ctx, request);
      const answer = findAnswer(ctx, user, path.answerId);
      const status = transitionOf(ctx, user, answer, body.outcome === 'shortlisted' ? 'shortlist' : 'pass');
      const outcome = outcomeOf(body);
      const updated = await ctx.db.answers.update(answer, {
        data(record) {
          Object.assign(record, outcome, { status, decidedAt: nowIso(ctx), updatedAt: nowIso(ctx) });
        },
      });
      return ok(answerViewer(ctx, user)(updated!), 200, 'Answer decided.');
    },
  }),
];
