/**
 * Times in a track as people read and type them: `m:ss` (`0:07`, `3:20`, `61:05`). One place for the app's lists,
 * player, cue markers, shortlist notes, the embed's start time and the provider's link previews.
 */

/** Minutes of one to three digits, then seconds 00-59. Bare seconds are not read: what is typed reads as it will show. */
const CLOCK = /^(\d{1,3}):([0-5]\d)$/;

/**
 * A time or a duration as `m:ss`, in whole seconds rounded down (never negative; NaN and infinities count as 0):
 * a track of 32.7 s shows 0:32, the last time a note or a marker may name.
 */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** A time typed as `m:ss` (`1:05` -> 65, spaces around it allowed), or undefined when it is not that form. */
export function parseClock(text: string): number | undefined {
  const match = CLOCK.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** An optional time field: undefined when empty, NaN when not `m:ss`, else its seconds. */
export function clockFieldValue(text: string): number | undefined {
  return text.trim() === '' ? undefined : (parseClock(text) ?? Number.NaN);
}

/** What is wrong with an optional time field of a track of `durationSeconds`: not `m:ss`, or past the track's end. */
export function clockFieldProblem(text: string, durationSeconds: number): 'format' | 'beyond' | undefined {
  const seconds = clockFieldValue(text);
  if (seconds === undefined) return undefined;
  if (Number.isNaN(seconds)) return 'format';
  return seconds > Math.floor(durationSeconds) ? 'beyond' : undefined;
}
