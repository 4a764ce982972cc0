/**
 * Each participant's availability (docs/product.md 17.15): the slots of the round's settings they can attend, none
 * at first, replaced as a whole until the end of the last meeting day. The scheduler places meetings only where
 * both sides are available; a meeting already placed in a slot later unmarked stays (the office sees it).
 */
import type { FieldError } from '../../src/lib/api/generated/types.gen';
import { zGetMyAvailabilityPath, zUpdateMyAvailabilityBody, zUpdateMyAvailabilityPath } from '../../src/lib/api/generated/zod.gen';
import { requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import { nextId, type UserRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import { meetingSettingsOf, meetingsOpen, requireMeetingSide, visibleRoundOf } from './meetingParticipants';
import { isOffice, nowIso } from './programDecisions';

const availabilityOf = (ctx: MockContext, roundId: number, userId: number) => ctx.db.meetingAvailability.findFirst((q) => q.where({ roundId, userId }));

/** The round of `roundId` whose meetings `user` takes part in (404 / 403 otherwise). */
function participantRound(ctx: MockContext, user: UserRecord, roundId: number) {
  const round = visibleRoundOf(ctx, roundId, isOffice(user));
  requireMeetingSide(ctx, user, round.id);
  return round;
}

export const meetingAvailabilityOperations = [
  defineOperation({
    operationId: 'getMyAvailability',
    method: 'get',
    path: '/api/v1/program/rounds/{roundId}/availability/mine',
    params: zGetMyAvailabilityPath,
    resolve({ ctx, request, path }) {
      const user = requireUser(ctx, request);
      const round = participantRound(ctx, user, path.roundId);
      const record = availabilityOf(ctx, round.id, user.id);
      return ok({ roundId: round.id, slotIds: record ? [...record.slotIds] : [], updatedAt: record?.updatedAt ?? null });
    },
  }),
  defineOperation({
    operationId: 'updateMyAvailability',
    method: 'put',
    path: '/api/v1/program/rounds/{roundId}/availability/mine',
    params: zUpdateMyAvailabilityPath,
    body: zUpdateMyAvailabilityBody,
    async resolve({ ctx, request, path, body }) {
      const user = requireUser(ctx, request);
      const round = participantRound(ctx, user, path.roundId);
      const settings = meetingSettingsOf(ctx, round);
      if (!meetingsOpen(ctx, settings)) throw problem(409, 'MEETINGS_CLOSED', 'The round’s meeting days are over.');
      const slotIds = new Set(settings.slots.map((slot) => slot.slotId));
      const problems: FieldError[] = [];
      if (new Set(body.slotIds).size !== body.slotIds.length) problems.push({ field: 'slotIds', code: 'not_unique', message: 'No repeats.' });
      const unknown = body.slotIds.filter((id) => !slotIds.has(id));
      if (unknown.length > 0) problems.push({ field: 'slotIds', code: 'unknown_slot', message: `Not a slot of the round: ${unknown.slice(0, 5).join(', ')}.` });
      if (problems.length > 0) throw new ApiProblem(400, 'INVALID_REQUEST', undefined, problems);
      const marked = [...body.slotIds].sort();
      const existing = availabilityOf(ctx, round.id, user.id);
      const record = existing
        ? await ctx.db.meetingAvailability.update(existing, {
            data(one) {
              one.slotIds = marked;
              one.updatedAt = nowIso(ctx);
            },
          })
        : await ctx.db.meetingAvailability.create({
            id: nextId(ctx.db.meetingAvailability),
            roundId: round.id,
            userId: user.id,
            slotIds: marked,
            updatedAt: nowIso(ctx),
          });
      return ok({ roundId: round.id, slotIds: [...record!.slotIds], updatedAt: record!.updatedAt }, 200, 'Availability saved.');
    },
  }),
];
