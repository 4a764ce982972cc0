/**
 * The evening-before reminder (docs/product.md 17.16): at 18:00 festival time on the day before a meeting of a
 * published schedule, both sides are mailed once (`reminderSentAt`). Like a scheduled announcement's mails
 * (programAnnouncement.ts), it is the request pipeline's due work: sent at the first request the provider handles
 * once the instant has passed, as one write, before the request is answered. A meeting placed or published after
 * that evening is still reminded until it begins; one moved to another day is reminded again (meetingSchedule.ts).
 */
import { instantOfFestivalTime } from '../../src/lib/domain/program/festivalTime';
import type { MockContext } from '../context';
import type { MeetingRecord } from '../db/database';
import { oneWriteAtATime } from '../http/writeQueue';
import { mailReminder } from './meetingMail';
import { meetingSettingsOf } from './meetingParticipants';
import { scheduleRecordOf } from './meetingScheduleViews';
import { nowIso, roundOf } from './programDecisions';

/** The reminder's hour on the day before, festival time. */
export const REMINDER_TIME = '18:00';

/** When the meeting in `slotId` is reminded: the day before at {@link REMINDER_TIME}, festival time. */
export function reminderDueAt(slotId: string): number {
  const [year, month, day] = slotId.slice(0, 10).split('-').map(Number) as [number, number, number];
  const dayBefore = new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
  return Date.parse(instantOfFestivalTime(`${dayBefore}T${REMINDER_TIME}`)!);
}

function dueReminders(ctx: MockContext): MeetingRecord[] {
  const now = ctx.clock.now();
  return ctx.db.meetings
    .findMany((q) => q.where({ status: 'scheduled', reminderSentAt: null }))
    .filter(
      (meeting) =>
        reminderDueAt(meeting.slotId) <= now && now < Date.parse(instantOfFestivalTime(meeting.slotId)!) && scheduleRecordOf(ctx, meeting.roundId)?.publishedAt != null,
    );
}

/** Sends the reminders that are due (almost always none: one pass over the unreminded scheduled meetings). */
export async function settleDueReminders(ctx: MockContext): Promise<void> {
  if (dueReminders(ctx).length === 0) return;
  await oneWriteAtATime(ctx, async () => {
    for (const meeting of dueReminders(ctx)) {
      const round = roundOf(ctx, meeting.roundId);
      if (!round) continue;
      await mailReminder(ctx, meetingSettingsOf(ctx, round), meeting);
      await ctx.db.meetings.update(meeting, {
        data(record) {
          record.reminderSentAt = nowIso(ctx);
        },
      });
    }
  });
}
