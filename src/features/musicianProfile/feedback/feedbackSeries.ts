import type { TrackFeedbackCounts } from '../../../lib/api/generated/types.gen';

/** The four counts of the feedback, in the order the totals, the chart's legend and the table show them. */
export const FEEDBACK_SERIES = ['plays', 'likes', 'shortlistAdds', 'sharedPlays'] as const satisfies readonly (keyof TrackFeedbackCounts)[];

/** A `date` of the contract (`2026-11-24`, a UTC day) in the page's language: "11월 24일", "Nov 24". */
export function formatFeedbackDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The points of one series as an SVG polyline (`x,y x,y ...`) in a `width` x `height` box: days evenly spaced
 * left to right, 0 at the bottom and `max` at the top.
 */
export function seriesPoints(values: readonly number[], max: number, width: number, height: number): string {
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const top = Math.max(1, max);
  return values.map((value, day) => `${round(day * step)},${round(height - (Math.max(0, value) / top) * height)}`).join(' ');
}

const round = (value: number) => Math.round(value * 100) / 100;
