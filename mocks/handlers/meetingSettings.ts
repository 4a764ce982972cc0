/**
 * A round's 1:1 meeting settings (docs/product.md 17.14): anyone reads them (the defaults until the office sets
 * them); the office sets the hours, slot length, breaks, tables and limit. The meeting days are the round's own.
 */
import type { FieldError, MeetingSettingsInput } from '../../src/lib/api/generated/types.gen';
import { zGetMeetingSettingsPath, zUpdateMeetingSettingsBody, zUpdateMeetingSettingsPath } from '../../src/lib/api/generated/zod.gen';
import { meetingSettingsProblems, meetingSlotsOf } from '../../src/lib/domain/program/meetings/meetingSlots';
import { optionalUser, requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import { nextId, type MeetingSettingsRecord, type RoundRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem } from '../http/problem';
import { meetingSettingsOf, visibleRoundOf } from './meetingParticipants';
import { isOffice, nowIso } from './programDecisions';
import { freeText, requiredText } from './textInputs';

const SETTINGS_MESSAGES: Record<string, string> = {
  before_start: 'The day must end after it starts.',
  invalid_break: 'A break lies inside the day and ends after it starts.',
  no_slots: 'The hours leave no slot.',
};

/**
 * The tables as stored: a given `tableId` keeps an existing table (400 `unknown_table` otherwise, or when given
 * twice); a table without one is new and takes the next id of the round, past every id its tables and meetings
 * ever used, so a new table never inherits a removed table's meetings.
 */
function tablesOf(ctx: MockContext, roundId: number, current: MeetingSettingsRecord['tables'], input: MeetingSettingsInput['tables']) {
  const known = new Set(current.map((table) => table.tableId));
  const seen = new Set<number>();
  const problems: FieldError[] = [];
  input.forEach((table, index) => {
    if (table.tableId === undefined) return;
    if (!known.has(table.tableId) || seen.has(table.tableId)) {
      problems.push({ field: `tables.${index}.tableId`, code: 'unknown_table', message: `Table ${table.tableId} is not one of the round's tables.` });
    }
    seen.add(table.tableId);
  });
  if (problems.length > 0) throw new ApiProblem(400, 'INVALID_REQUEST', undefined, problems);
  const usedIds = [...known, ...ctx.db.meetings.findMany((q) => q.where({ roundId })).map((meeting) => meeting.tableId)];
  let next = Math.max(0, ...usedIds) + 1;
  return input.map((table, index) => ({
    tableId: table.tableId ?? next++,
    name: { ko: requiredText(`tables.${index}.name.ko`, table.name.ko), en: freeText(table.name.en) },
  }));
}

/** 409 `MEETING_SETTINGS_CONFLICT` when the change drops a slot or a table that holds a meeting not cancelled. */
function assertKeepsMeetings(ctx: MockContext, round: RoundRecord, slotIds: Set<string>, tableIds: Set<number>): void {
  const stranded = ctx.db.meetings
    .findMany((q) => q.where({ roundId: round.id }))
    .filter((meeting) => meeting.status !== 'cancelled' && (!slotIds.has(meeting.slotId) || !tableIds.has(meeting.tableId)));
  if (stranded.length === 0) return;
  const fieldErrors: FieldError[] = [];
  if (stranded.some((meeting) => !slotIds.has(meeting.slotId)))
    fieldErrors.push({ field: 'slotMinutes', code: 'removes_meeting', message: 'A removed slot holds a meeting.' });
  if (stranded.some((meeting) => !tableIds.has(meeting.tableId)))
    fieldErrors.push({ field: 'tables', code: 'removes_meeting', message: 'A removed table holds a meeting.' });
  throw new ApiProblem(409, 'MEETING_SETTINGS_CONFLICT', 'Move or cancel the meetings in the removed slots and tables first.', fieldErrors);
}

export const meetingSettingsOperations = [
  defineOperation({
    operationId: 'getMeetingSettings',
    method: 'get',
    path: '/api/v1/program/rounds/{roundId}/meetings/settings',
    params: zGetMeetingSettingsPath,
    resolve({ ctx, request, path }) {
      const user = optionalUser(ctx, request);
      const round = visibleRoundOf(ctx, path.roundId, user !== null && isOffice(user));
      return ok(meetingSettingsOf(ctx, round));
    },
  }),
  defineOperation({
    operationId: 'updateMeetingSettings',
    method: 'put',
    path: '/api/v1/program/rounds/{roundId}/meetings/settings',
    params: zUpdateMeetingSettingsPath,
    body: zUpdateMeetingSettingsBody,
    async resolve({ ctx, request, path, body }) {
      requireUser(ctx, request, ['ROLE_ADMIN']);
      const round = visibleRoundOf(ctx, path.roundId, true);
      const problems = meetingSettingsProblems(body).map(({ field, code }) => ({ field, code, message: SETTINGS_MESSAGES[code]! }));
      if (problems.length > 0) throw new ApiProblem(400, 'INVALID_REQUEST', undefined, problems);
      const existing = ctx.db.meetingSettings.findFirst((q) => q.where({ roundId: round.id }));
      const tables = tablesOf(ctx, round.id, existing?.tables ?? [], body.tables);
      const slotIds = new Set(meetingSlotsOf(round.meetingDays, body).map((slot) => slot.slotId));
      assertKeepsMeetings(ctx, round, slotIds, new Set(tables.map((table) => table.tableId)));
      const fields = {
        slotMinutes: body.slotMinutes,
        dayStart: body.dayStart,
        dayEnd: body.dayEnd,
        breaks: [...body.breaks].sort((a, b) => a.start.localeCompare(b.start)).map((pause) => ({ start: pause.start, end: pause.end })),
        tables,
        maxMeetingsPerPerson: body.maxMeetingsPerPerson,
        updatedAt: nowIso(ctx),
      };
      if (existing) {
        await ctx.db.meetingSettings.update(existing, {
          data(record) {
            Object.assign(record, fields);
          },
        });
      } else {
        await ctx.db.meetingSettings.create({ id: nextId(ctx.db.meetingSettings), roundId: round.id, ...fields });
      }
      return ok(meetingSettingsOf(ctx, round), 200, 'Meeting settings saved.');
    },
  }),
];
