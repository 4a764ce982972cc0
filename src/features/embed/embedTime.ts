import type { TFunction } from 'i18next';

/** A time in words, for screen readers: "1 minute 5 seconds" / "1분 5초" ("0 seconds" when nothing). */
export function spokenTime(t: TFunction<'embed'>, seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(t('time.minutes', { count: minutes }));
  if (rest > 0 || minutes === 0) parts.push(t('time.seconds', { count: rest }));
  return parts.join(' ');
}

/** The seek slider's `aria-valuetext`: "5 seconds of 32 seconds" / "5초 / 32초". */
export function positionText(t: TFunction<'embed'>, position: number, duration: number): string {
  return t('time.position', { position: spokenTime(t, position), duration: spokenTime(t, duration) });
}
