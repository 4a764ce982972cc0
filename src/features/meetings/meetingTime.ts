import { FESTIVAL_TIME_ZONE } from '../../lib/domain/program/rounds';
import type { Language } from '../../lib/i18n/languages';

/** The visitor's own time zone, as the browser reports it. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const clockOf = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date(iso));
const dateOf = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(new Date(iso));
const shortDay = (date: Date, language: Language, zone: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ko', { month: language === 'en' ? 'short' : 'long', day: 'numeric', timeZone: zone }).format(date);

/** A festival day (`YYYY-MM-DD`) in a few words: "3월 4일", "4 Mar". */
export const meetingDayLabel = (day: string, language: Language): string => shortDay(new Date(`${day}T12:00:00+09:00`), language, FESTIVAL_TIME_ZONE);

/** A festival day with its weekday: "3월 4일 (목)", "Thu 4 Mar". */
export const meetingDayTitle = (day: string, language: Language): string =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ko', {
    weekday: 'short',
    month: language === 'en' ? 'short' : 'long',
    day: 'numeric',
    timeZone: FESTIVAL_TIME_ZONE,
  }).format(new Date(`${day}T12:00:00+09:00`));

/** An instant's clock in festival time ("10:00"). */
export const festivalClock = (iso: string): string => clockOf(iso, FESTIVAL_TIME_ZONE);

/**
 * The instant as the visitor's own clock reads it, when their zone reads it differently from festival time ("02:00",
 * with the day when it differs: "3 Mar 18:00"); null when their clock and the festival's agree.
 */
export function ownClock(iso: string, language: Language, zone: string = browserTimeZone()): string | null {
  const clock = clockOf(iso, zone);
  const date = dateOf(iso, zone);
  if (clock === clockOf(iso, FESTIVAL_TIME_ZONE) && date === dateOf(iso, FESTIVAL_TIME_ZONE)) return null;
  return date === dateOf(iso, FESTIVAL_TIME_ZONE) ? clock : `${shortDay(new Date(iso), language, zone)} ${clock}`;
}
