import type { TFunction } from 'i18next';

/** Whole seconds of a time in seconds, never negative (NaN and infinities count as 0). */
export function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

/** A time in words, for screen readers: "1 minute 5 seconds" / "1분 5초" ("0 seconds" when nothing). */
export function spokenDuration(t: TFunction<'player'>, seconds: number): string {
  const total = wholeSeconds(seconds);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(t('time.minutes', { count: minutes }));
  if (rest > 0 || minutes === 0) parts.push(t('time.seconds', { count: rest }));
  return parts.join(' ');
}

/** The seek slider's `aria-valuetext`: "1 minute 5 seconds of 3 minutes 20 seconds" / "1분 5초 / 3분 20초". */
export function seekValueText(t: TFunction<'player'>, position: number, duration: number): string {
  return t('time.position', { position: spokenDuration(t, position), duration: spokenDuration(t, duration) });
}
