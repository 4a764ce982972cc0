/**
 * The round's meeting schedule as the office works on it (docs/product.md 17.16): read it, run the scheduler, place,
 * move, swap or cancel by hand, publish. Every write names the schedule's version it was made on (409
 * `SCHEDULE_CHANGED` otherwise) and raises it, so two office windows can never double-book: the second is refused.
 * Every placement keeps the one rule of scheduleConflicts.ts (409 `MEETING_CONFLICT`). Once published, each change
 * raises the meeting's `sequence` (its calendar event's SEQUENCE) and mails both sides.
 */
import type { MeetingSettings, ScheduleChangeInput } from '../../src/lib/api/generated/types.gen';
import {
  zChangeMeetingScheduleBody,
  zChangeMeetingSchedulePath,
  zGetMeetingSchedulePath,
  zPublishMeetingScheduleBody,
  zPublishMeetingSchedulePath,
  zRunMeetingSchedulerBody,
  zRunMeetingSchedulerPath,
} from '../../src/lib/api/generated/zod.gen';
import type { SchedulingPlacement } from '../../src/lib/domain/program/meetings/schedulingProblem';
import { requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import { nextId, type MeetingRecord, type MeetingScheduleRecord, type RoundRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { problem } from '../http/problem';
import { solveMeetingSchedule } from '../scheduling/meetingScheduler';
import { decideMeeting } from './meetingDecision';
import { mailAgendas, mailMeetingChange, type MeetingChange } from './meetingMail';
import { meetingSettingsOf, visibleRoundOf } from './meetingParticipants';
import { assertNoConflicts, scheduleProblemOf } from './meetingScheduleProblem';
import { activeMeetingOf, byTime, meetingActive, scheduleRecordOf, scheduleView } from './meetingScheduleViews';
import { isOffice, nowIso } from './programDecisions';

/** The office's round and its settings; 403 `FORBIDDEN` for anyone else, 404 for an unknown round. */
function officeRound(ctx: MockContext, request: Request, roundId: number): { round: RoundRecord; settings: MeetingSettings } {
  const user = requireUser(ctx, request);
  if (!isOffice(user)) throw problem(403, 'FORBIDDEN', 'Only the program office works on the schedule.');
  const round = visibleRoundOf(ctx, roundId, true);
  return { round, settings: meetingSettingsOf(ctx, round) };
}

/** The schedule's record at `expectedVersion` (created at version 0 the first time); 409 `SCHEDULE_CHANGED` otherwise. */
async function scheduleAt(ctx: MockContext, roundId: number, expectedVersion: number): Promise<MeetingScheduleRecord> {
  const record =
    scheduleRecordOf(ctx, roundId) ?? (await ctx.db.meetingSchedules.create({ id: nextId(ctx.db.meetingSchedules), roundId, version: 0, publishedAt: null }));
  if (record.version !== expectedVersion) throw problem(409, 'SCHEDULE_CHANGED', 'The schedule changed since this version; reload it.');
  return record;
}

async function raiseVersion(ctx: MockContext, record: MeetingScheduleRecord, publishedAt = record.publishedAt): Promise<void> {
  await ctx.db.meetingSchedules.update(record, {
    data(schedule) {
      schedule.version += 1;
      schedule.publishedAt = publishedAt;
    },
  });
}

function meetingOfRound(ctx: MockContext, roundId: number, meetingId: number): MeetingRecord {
  const meeting = ctx.db.meetings.findFirst((q) => q.where({ id: meetingId, roundId }));
  if (!meeting) throw problem(404, 'MEETING_NOT_FOUND', 'No such meeting in the round.');
  return meeting;
}

async function createMeeting(ctx: MockContext, roundId: number, placement: SchedulingPlacement): Promise<MeetingRecord> {
  const now = nowIso(ctx);
  return ctx.db.meetings.create({
    id: nextId(ctx.db.meetings),
    roundId,
    requestId: placement.requestId,
    slotId: placement.slotId,
    tableId: Number(placement.tableId),
    status: 'scheduled',
    sequence: 0,
    productionFollowUp: null,
    composerFollowUp: null,
    reminderSentAt: null,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Moves a meeting (its slot and table) or cancels it; after publishing a real change raises its sequence. A meeting
 * moved to another day is reminded again the evening before that day.
 */
async function updateMeeting(ctx: MockContext, meeting: MeetingRecord, change: { slotId: string; tableId: number } | 'cancel', published: boolean): Promise<boolean> {
  const changed = change === 'cancel' || change.slotId !== meeting.slotId || change.tableId !== meeting.tableId;
  if (!changed) return false;
  await ctx.db.meetings.update(meeting, {
    data(record) {
      if (change === 'cancel') record.status = 'cancelled';
      else {
        if (change.slotId.slice(0, 10) !== record.slotId.slice(0, 10)) record.reminderSentAt = null;
        record.slotId = change.slotId;
        record.tableId = change.tableId;
      }
      if (published) record.sequence += 1;
      record.updatedAt = nowIso(ctx);
    },
  });
  return true;
}

/** Applies one hand change, checked; the meetings to mail about once published. */
async function applyChange(ctx: MockContext, roundId: number, settings: MeetingSettings, change: ScheduleChangeInput['change'], published: boolean) {
  const mails: Array<[number, MeetingChange]> = [];
  switch (change.kind) {
    case 'place': {
      const request = ctx.db.meetingRequests.findFirst((q) => q.where({ id: change.requestId, roundId }));
      if (!request) throw problem(404, 'MEETING_REQUEST_NOT_FOUND', 'No such meeting request in the round.');
      if (request.status !== 'accepted' || activeMeetingOf(ctx, request.id)) {
        throw problem(409, 'MEETING_REQUEST_STATUS_CONFLICT', 'Only an accepted request without a meeting is placed.');
      }
      const placement = { requestId: request.id, slotId: change.slotId, tableId: String(change.tableId) };
      assertNoConflicts(scheduleProblemOf(ctx, roundId, settings), [placement]);
      mails.push([(await createMeeting(ctx, roundId, placement)).id, 'placed']);
      break;
    }
    case 'move': {
      const meeting = meetingOfRound(ctx, roundId, change.meetingId);
      decideMeeting(ctx, meeting, 'move', 'office');
      assertNoConflicts(scheduleProblemOf(ctx, roundId, settings, new Set([meeting.id])), [
        { requestId: meeting.requestId, slotId: change.slotId, tableId: String(change.tableId) },
      ]);
      if (await updateMeeting(ctx, meeting, { slotId: change.slotId, tableId: change.tableId }, published)) mails.push([meeting.id, 'moved']);
      break;
    }
    case 'swap': {
      const [first, second] = change.meetingIds.map((meetingId) => meetingOfRound(ctx, roundId, meetingId)) as [MeetingRecord, MeetingRecord];
      for (const meeting of [first, second]) decideMeeting(ctx, meeting, 'move', 'office');
      const spots = [
        { slotId: second.slotId, tableId: second.tableId },
        { slotId: first.slotId, tableId: first.tableId },
      ];
      assertNoConflicts(
        scheduleProblemOf(ctx, roundId, settings, new Set([first.id, second.id])),
        [first, second].map((meeting, index) => ({ requestId: meeting.requestId, slotId: spots[index]!.slotId, tableId: String(spots[index]!.tableId) })),
      );
      for (const [index, meeting] of [first, second].entries()) if (await updateMeeting(ctx, meeting, spots[index]!, published)) mails.push([meeting.id, 'moved']);
      break;
    }
    case 'cancel': {
      const meeting = meetingOfRound(ctx, roundId, change.meetingId);
      decideMeeting(ctx, meeting, 'cancel', 'office');
      await updateMeeting(ctx, meeting, 'cancel', published);
      mails.push([meeting.id, 'cancelled']);
      break;
    }
  }
  return mails;
}

async function mailChanges(ctx: MockContext, settings: MeetingSettings, mails: ReadonlyArray<readonly [number, MeetingChange]>): Promise<void> {
  for (const [meetingId, change] of mails) {
    const meeting = ctx.db.meetings.findFirst((q) => q.where({ id: meetingId }));
    if (meeting) await mailMeetingChange(ctx, settings, meeting, change);
  }
}

export const meetingScheduleOperations = [
  defineOperation({
    operationId: 'getMeetingSchedule',
    method: 'get',
    path: '/api/v1/program/rounds/{roundId}/schedule',
    params: zGetMeetingSchedulePath,
    resolve({ ctx, request, path }) {
      const { round, settings } = officeRound(ctx, request, path.roundId);
      return ok(scheduleView(ctx, round, settings));
    },
  }),
  defineOperation({
    operationId: 'runMeetingScheduler',
    method: 'post',
    path: '/api/v1/program/rounds/{roundId}/schedule/run',
    params: zRunMeetingSchedulerPath,
    body: zRunMeetingSchedulerBody,
    async resolve({ ctx, request, path, body }) {
      const { round, settings } = officeRound(ctx, request, path.roundId);
      if (settings.days.length === 0 || settings.tables.length === 0) throw problem(409, 'MEETINGS_NOT_READY', 'Set the meeting days and tables first.');
      const record = await scheduleAt(ctx, round.id, body.expectedVersion);
      const { placements } = await solveMeetingSchedule(scheduleProblemOf(ctx, round.id, settings));
      const created: MeetingRecord[] = [];
      for (const placement of placements) created.push(await createMeeting(ctx, round.id, placement));
      await raiseVersion(ctx, record);
      if (record.publishedAt !== null)
        await mailChanges(
          ctx,
          settings,
          created.map((meeting) => [meeting.id, 'placed'] as const),
        );
      return ok(scheduleView(ctx, round, settings), 200, `${created.length} meetings placed.`);
    },
  }),
  defineOperation({
    operationId: 'changeMeetingSchedule',
    method: 'post',
    path: '/api/v1/program/rounds/{roundId}/schedule/changes',
    params: zChangeMeetingSchedulePath,
    body: zChangeMeetingScheduleBody,
    async resolve({ ctx, request, path, body }) {
      const { round, settings } = officeRound(ctx, request, path.roundId);
      const record = await scheduleAt(ctx, round.id, body.expectedVersion);
      const published = record.publishedAt !== null;
      const mails = await applyChange(ctx, round.id, settings, body.change, published);
      await raiseVersion(ctx, record);
      if (published) await mailChanges(ctx, settings, mails);
      return ok(scheduleView(ctx, round, settings), 200, 'Schedule changed.');
    },
  }),
  defineOperation({
    operationId: 'publishMeetingSchedule',
    method: 'post',
    path: '/api/v1/program/rounds/{roundId}/schedule/publish',
    params: zPublishMeetingSchedulePath,
    body: zPublishMeetingScheduleBody,
    async resolve({ ctx, request, path, body }) {
      const { round, settings } = officeRound(ctx, request, path.roundId);
      const record = await scheduleAt(ctx, round.id, body.expectedVersion);
      const first = record.publishedAt === null;
      await raiseVersion(ctx, record, record.publishedAt ?? nowIso(ctx));
      if (first) {
        const meetings = ctx.db.meetings
          .findMany((q) => q.where({ roundId: round.id }))
          .filter(meetingActive)
          .sort(byTime);
        await mailAgendas(ctx, settings, meetings);
      }
      return ok(scheduleView(ctx, round, settings), 200, 'Schedule published.');
    },
  }),
];
