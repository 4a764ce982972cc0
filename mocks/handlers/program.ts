import {
  zAnnounceDecisionsBody,
  zAnnounceDecisionsPath,
  zCancelAnnouncementPath,
  zCloseRoundPath,
  zCreateRoundBody,
  zGetRoundPath,
  zOpenRoundPath,
  zUpdateRoundBody,
  zUpdateRoundPath,
} from '../../src/lib/api/generated/zod.gen';
import type { ProgramRound, ProgramRoundInput } from '../../src/lib/api/generated/types.gen';
import {
  announcementProblem,
  decisionsAnnounced,
  roundActionRefusal,
  roundProblems,
  statusAfter,
  windowState,
  type RoundAction,
} from '../../src/lib/domain/program/rounds';
import { optionalUser, requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import { nextId, type RoundRecord, type UserRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import { sendDecisionMails } from './programAnnouncement';
import { freeText, requiredText } from './textInputs';

/** The program office: the admin role (`admin@cue.test`). */
const isOffice = (user: UserRecord | null) => user?.authorityType === 'ROLE_ADMIN';
const requireOffice = (ctx: MockContext, request: Request) => requireUser(ctx, request, ['ROLE_ADMIN']);
const nowIso = (ctx: MockContext) => new Date(ctx.clock.now()).toISOString();

export function toProgramRound(ctx: MockContext, round: RoundRecord): ProgramRound {
  const now = ctx.clock.now();
  return {
    roundId: round.id,
    name: { ...round.name },
    description: { ...round.description },
    projectWindow: { ...round.projectWindow },
    composerWindow: { ...round.composerWindow },
    projectPlaces: round.projectPlaces,
    composerPlaces: round.composerPlaces,
    meetingDays: [...round.meetingDays],
    status: round.status,
    projectWindowState: windowState(round.projectWindow, now),
    composerWindowState: windowState(round.composerWindow, now),
    createdAt: round.createdAt,
    openedAt: round.openedAt,
    closedAt: round.closedAt,
    decisionsAnnouncedAt: round.decisionsAnnouncedAt,
    briefsOpenToAllComposers: round.briefsOpenToAllComposers,
  };
}

/** A round anyone may read (open or closed), or any round for the office; 404 otherwise, so drafts stay unseen. */
function findRound(ctx: MockContext, roundId: number, office: boolean): RoundRecord {
  const round = ctx.db.rounds.findFirst((q) => q.where({ id: roundId }));
  if (!round || (round.status === 'draft' && !office)) throw problem(404, 'ROUND_NOT_FOUND', 'No such round.');
  return round;
}

const openRoundOf = (ctx: MockContext) => ctx.db.rounds.findFirst((q) => q.where({ status: 'open' }));

/** The settings as stored: texts cleaned, instants normalised, days sorted; 400 with field errors when a rule is broken. */
function settingsOf(input: ProgramRoundInput): Required<ProgramRoundInput> {
  const instant = (value: string) => new Date(value).toISOString();
  const settings = {
    name: { ko: requiredText('name.ko', input.name.ko), en: freeText(input.name.en) },
    description: { ko: requiredText('description.ko', input.description.ko, 'multiline'), en: freeText(input.description.en, 'multiline') },
    projectWindow: { opensAt: instant(input.projectWindow.opensAt), closesAt: instant(input.projectWindow.closesAt) },
    composerWindow: { opensAt: instant(input.composerWindow.opensAt), closesAt: instant(input.composerWindow.closesAt) },
    projectPlaces: input.projectPlaces,
    composerPlaces: input.composerPlaces,
    meetingDays: [...input.meetingDays].sort(),
    briefsOpenToAllComposers: input.briefsOpenToAllComposers ?? false,
  };
  const problems = roundProblems(settings);
  if (problems.length > 0) {
    throw new ApiProblem(
      400,
      'INVALID_REQUEST',
      undefined,
      problems.map(({ field, code }) => ({ field, code, message: `The round's ${field} breaks the rule ${code}.` })),
    );
  }
  return settings;
}

/** Applies an office action to a round's status, or answers 409 with the rule it breaks. */
async function act(ctx: MockContext, round: RoundRecord, action: RoundAction): Promise<RoundRecord> {
  const another = openRoundOf(ctx);
  const refusal = roundActionRefusal(round.status, action, another !== undefined && another.id !== round.id);
  if (refusal) throw problem(409, refusal);
  const updated = await ctx.db.rounds.update(round, {
    data(record) {
      record.status = statusAfter(round.status, action);
      if (action === 'open') record.openedAt = nowIso(ctx);
      if (action === 'close') record.closedAt = nowIso(ctx);
    },
  });
  return updated!;
}

/** 409 `DECISIONS_ANNOUNCED` once the round's announcement has taken effect: its decisions are final. */
function assertNotAnnounced(ctx: MockContext, round: RoundRecord): void {
  if (decisionsAnnounced(round, ctx.clock.now())) throw problem(409, 'DECISIONS_ANNOUNCED');
}

/** 409 `DECISIONS_PENDING` while a submitted project or application of the round has no decision: all are answered at once. */
function assertAllDecided(ctx: MockContext, round: RoundRecord): void {
  const pending =
    ctx.db.projects.findFirst((q) => q.where({ roundId: round.id, status: 'submitted' })) ??
    ctx.db.applications.findFirst((q) => q.where({ roundId: round.id, status: 'submitted' }));
  if (pending) throw problem(409, 'DECISIONS_PENDING');
}

/**
 * The instant an announcement takes effect: now when omitted; 400 with a field error on `at` when the round rule
 * refuses it (rounds.ts: not in the past, not before both windows have closed).
 */
function announcementInstant(ctx: MockContext, round: RoundRecord, at: string | undefined): string {
  const now = ctx.clock.now();
  const instant = at === undefined ? now : Date.parse(at);
  const refusal = announcementProblem(round, instant, now);
  if (refusal) {
    const message = refusal === 'in_past' ? 'An announcement cannot be made in the past.' : 'Announce once both windows have closed.';
    throw new ApiProblem(400, 'INVALID_REQUEST', undefined, [{ field: 'at', code: refusal, message }]);
  }
  return new Date(instant).toISOString();
}

export const programOperations = [
  defineOperation({
    operationId: 'getCurrentRound',
    method: 'get',
    path: '/api/v1/program/rounds/current',
    resolve({ ctx }) {
      const round = openRoundOf(ctx);
      return ok(round ? toProgramRound(ctx, round) : null);
    },
  }),
  defineOperation({
    operationId: 'listRounds',
    method: 'get',
    path: '/api/v1/program/rounds',
    resolve({ ctx, request }) {
      requireOffice(ctx, request);
      const rounds = [...ctx.db.rounds.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      return ok(rounds.slice(0, 100).map((round) => toProgramRound(ctx, round)));
    },
  }),
  defineOperation({
    operationId: 'createRound',
    method: 'post',
    path: '/api/v1/program/rounds',
    body: zCreateRoundBody,
    async resolve({ ctx, request, body }) {
      requireOffice(ctx, request);
      const round = await ctx.db.rounds.create({
        id: nextId(ctx.db.rounds),
        ...settingsOf(body),
        status: 'draft',
        createdAt: nowIso(ctx),
        openedAt: null,
        closedAt: null,
        decisionsAnnouncedAt: null,
        decisionMailsSentAt: null,
      });
      return ok(toProgramRound(ctx, round), 201, 'Round created.');
    },
  }),
  defineOperation({
    operationId: 'getRound',
    method: 'get',
    path: '/api/v1/program/rounds/{roundId}',
    params: zGetRoundPath,
    resolve({ ctx, request, path }) {
      return ok(toProgramRound(ctx, findRound(ctx, path.roundId, isOffice(optionalUser(ctx, request)))));
    },
  }),
  defineOperation({
    operationId: 'updateRound',
    method: 'put',
    path: '/api/v1/program/rounds/{roundId}',
    params: zUpdateRoundPath,
    body: zUpdateRoundBody,
    async resolve({ ctx, request, path, body }) {
      requireOffice(ctx, request);
      const round = findRound(ctx, path.roundId, true);
      const refusal = roundActionRefusal(round.status, 'edit', false);
      if (refusal) throw problem(409, refusal);
      const settings = settingsOf(body);
      const updated = await ctx.db.rounds.update(round, {
        data(record) {
          Object.assign(record, settings);
        },
      });
      return ok(toProgramRound(ctx, updated!), 200, 'Round saved.');
    },
  }),
  defineOperation({
    operationId: 'openRound',
    method: 'post',
    path: '/api/v1/program/rounds/{roundId}/open',
    params: zOpenRoundPath,
    async resolve({ ctx, request, path }) {
      requireOffice(ctx, request);
      return ok(toProgramRound(ctx, await act(ctx, findRound(ctx, path.roundId, true), 'open')), 200, 'Round opened.');
    },
  }),
  defineOperation({
    operationId: 'closeRound',
    method: 'post',
    path: '/api/v1/program/rounds/{roundId}/close',
    params: zCloseRoundPath,
    async resolve({ ctx, request, path }) {
      requireOffice(ctx, request);
      return ok(toProgramRound(ctx, await act(ctx, findRound(ctx, path.roundId, true), 'close')), 200, 'Round closed.');
    },
  }),
  defineOperation({
    operationId: 'announceDecisions',
    method: 'post',
    path: '/api/v1/program/rounds/{roundId}/announcement',
    params: zAnnounceDecisionsPath,
    body: zAnnounceDecisionsBody.optional(),
    async resolve({ ctx, request, path, body }) {
      requireOffice(ctx, request);
      const round = findRound(ctx, path.roundId, true);
      assertNotAnnounced(ctx, round);
      const at = announcementInstant(ctx, round, body?.at);
      assertAllDecided(ctx, round);
      const updated = await ctx.db.rounds.update(round, {
        data(record) {
          record.decisionsAnnouncedAt = at;
        },
      });
      await sendDecisionMails(ctx, updated!);
      const current = findRound(ctx, path.roundId, true);
      return ok(toProgramRound(ctx, current), 200, decisionsAnnounced(current, ctx.clock.now()) ? 'Decisions announced.' : 'Announcement scheduled.');
    },
  }),
  defineOperation({
    operationId: 'cancelAnnouncement',
    method: 'delete',
    path: '/api/v1/program/rounds/{roundId}/announcement',
    params: zCancelAnnouncementPath,
    async resolve({ ctx, request, path }) {
      requireOffice(ctx, request);
      const round = findRound(ctx, path.roundId, true);
      assertNotAnnounced(ctx, round);
      const updated = await ctx.db.rounds.update(round, {
        data(record) {
          record.decisionsAnnouncedAt = null;
        },
      });
      return ok(toProgramRound(ctx, updated!), 200, 'Announcement cancelled.');
    },
  }),
];
