import type { TrackFeedback, TrackFeedbackCounts } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import type { MusicRecord } from '../db/database';

/** What the composer's feedback counts per track and day. */
export type ActivityCounts = TrackFeedbackCounts;
export const FEEDBACK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC date (YYYY-MM-DD) of an instant. */
export const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The FEEDBACK_DAYS UTC dates ending with today's, oldest first. */
export function feedbackDates(nowMs: number): string[] {
  const today = Date.parse(`${utcDate(nowMs)}T00:00:00Z`);
  return Array.from({ length: FEEDBACK_DAYS }, (_, index) => utcDate(today - (FEEDBACK_DAYS - 1 - index) * DAY_MS));
}

const zero = (): ActivityCounts => ({ plays: 0, likes: 0, shortlistAdds: 0, sharedPlays: 0 });

/**
 * Adds events to a track's counts for today (UTC, the mock clock's). Only events are recorded, never taken back:
 * an unlike or a removal from a shortlist leaves the day's history as it was (the feedback tells what listeners
 * did, not what is still standing).
 */
export async function recordActivity(ctx: MockContext, musicId: number, add: Partial<ActivityCounts>): Promise<void> {
  const date = utcDate(ctx.clock.now());
  const existing = ctx.db.trackActivity.findFirst((q) => q.where({ musicId, date }));
  if (!existing) {
    await ctx.db.trackActivity.create({ musicId, date, ...zero(), ...add });
    return;
  }
  await ctx.db.trackActivity.update(existing, {
    data(record) {
      for (const key of Object.keys(add) as Array<keyof ActivityCounts>) record[key] += add[key] ?? 0;
    },
  });
}

/**
 * A track's counts per day over the last FEEDBACK_DAYS days, their totals, and the totals of every day recorded
 * (all time). Counts only, never who.
 */
export function feedbackOf(ctx: MockContext, music: MusicRecord): TrackFeedback {
  const records = ctx.db.trackActivity.findMany((q) => q.where({ musicId: music.id }));
  const byDate = new Map(records.map((record) => [record.date, record]));
  const allTimeTotals = zero();
  for (const record of records) for (const key of Object.keys(allTimeTotals) as Array<keyof ActivityCounts>) allTimeTotals[key] += record[key];
  const totals = zero();
  const days = feedbackDates(ctx.clock.now()).map((date) => {
    const record = byDate.get(date);
    const counts = record ? { plays: record.plays, likes: record.likes, shortlistAdds: record.shortlistAdds, sharedPlays: record.sharedPlays } : zero();
    for (const key of Object.keys(totals) as Array<keyof ActivityCounts>) totals[key] += counts[key];
    return { date, ...counts };
  });
  return { musicFileId: music.id, title: { ...music.title }, days: days as TrackFeedback['days'], totals, allTimeTotals };
}
