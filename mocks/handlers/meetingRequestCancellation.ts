/**
 * What closing a request does to its placed meeting (docs/product.md 17.15): the meeting is cancelled with it; once
 * the round's schedule is published the meeting's `sequence` goes up (calendars replace the event), and every change
 * raises the schedule's `version` (a stale `expectedVersion` of the office is refused).
 */
import type { MockContext } from '../context';
import { nextId } from '../db/database';
import { liveMeetingOf } from './meetingRequestViews';
import { nowIso } from './programDecisions';

/** The round's schedule record, made (version 0, not published) when the round has none yet. */
async function scheduleOf(ctx: MockContext, roundId: number) {
  const existing = ctx.db.meetingSchedules.findFirst((q) => q.where({ roundId }));
  return existing ?? (await ctx.db.meetingSchedules.create({ id: nextId(ctx.db.meetingSchedules), roundId, version: 0, publishedAt: null }));
}

/** Cancels the request's meeting if one is placed and not cancelled; nothing otherwise. */
export async function cancelMeetingOfRequest(ctx: MockContext, requestId: number): Promise<void> {
  const meeting = liveMeetingOf(ctx, requestId);
  if (!meeting) return;
  const schedule = await scheduleOf(ctx, meeting.roundId);
  const published = schedule.publishedAt !== null;
  await ctx.db.meetings.update(meeting, {
    data(record) {
      record.status = 'cancelled';
      if (published) record.sequence += 1;
      record.updatedAt = nowIso(ctx);
    },
  });
  await ctx.db.meetingSchedules.update(schedule, {
    data(record) {
      record.version += 1;
    },
  });
}
