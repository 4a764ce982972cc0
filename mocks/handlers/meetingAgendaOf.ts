/**
 * A participant's agenda (docs/product.md 17.16): their meetings in published schedules, on either side, in time
 * order, cancelled ones included once they were announced (a meeting cancelled before publishing was never
 * anyone's: its sequence is still 0, since after publishing every change raises it). Read by the agenda, its
 * calendar file and the private calendar address.
 */
import type { MeetingSettings } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import type { MeetingRecord } from '../db/database';
import { meetingSettingsOf } from './meetingParticipants';
import { byTime, scheduleRecordOf, sidesOfMeeting } from './meetingScheduleViews';
import { roundOf } from './programDecisions';

export type AgendaEntry = { meeting: MeetingRecord; settings: MeetingSettings; side: 'production' | 'composer' };

/** Whether the meeting's round has a published schedule and the meeting was announced in it. */
export function meetingPublished(ctx: MockContext, meeting: MeetingRecord): boolean {
  if (scheduleRecordOf(ctx, meeting.roundId)?.publishedAt == null) return false;
  return meeting.status !== 'cancelled' || meeting.sequence > 0;
}

/** `userId`'s side of a published meeting, or null when it is not theirs to see. */
export function agendaSideOf(ctx: MockContext, userId: number, meeting: MeetingRecord): AgendaEntry['side'] | null {
  if (!meetingPublished(ctx, meeting)) return null;
  const sides = sidesOfMeeting(ctx, meeting);
  if (sides?.productionId === userId) return 'production';
  if (sides?.composerId === userId) return 'composer';
  return null;
}

export function agendaOf(ctx: MockContext, userId: number): AgendaEntry[] {
  const settingsOf = new Map<number, MeetingSettings>();
  const entries: AgendaEntry[] = [];
  for (const meeting of [...ctx.db.meetings.all()].sort(byTime)) {
    const side = agendaSideOf(ctx, userId, meeting);
    const round = side && roundOf(ctx, meeting.roundId);
    if (!side || !round) continue;
    if (!settingsOf.has(round.id)) settingsOf.set(round.id, meetingSettingsOf(ctx, round));
    entries.push({ meeting, settings: settingsOf.get(round.id)!, side });
  }
  return entries;
}
