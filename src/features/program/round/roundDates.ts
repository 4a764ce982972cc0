import type { RoundWindow, RoundWindowState } from '../../../lib/api/generated/types.gen';
import { FESTIVAL_TIME_ZONE } from '../../../lib/domain/program/rounds';
import type { Language } from '../../../lib/i18n/languages';

/** An instant in festival time, date and hour ("2027년 1월 31일 오후 6:00", "January 31, 2027 at 6:00 PM"). */
export function festivalDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: FESTIVAL_TIME_ZONE }).format(new Date(iso));
}

/** A festival day (YYYY-MM-DD) with its weekday ("2027년 3월 4일 (목)", "Thu, March 4, 2027"). */
export function festivalDay(day: string, language: Language): string {
  const noon = new Date(`${day}T12:00:00+09:00`);
  return new Intl.DateTimeFormat(language, { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric', timeZone: FESTIVAL_TIME_ZONE }).format(noon);
}

/** What a window's line says: its state's key and the instant it names (closing while open, opening before). */
export function windowLine(window: RoundWindow, state: RoundWindowState): { key: 'window.open' | 'window.upcoming' | 'window.closed'; at: string } {
  if (state === 'open') return { key: 'window.open', at: window.closesAt };
  if (state === 'upcoming') return { key: 'window.upcoming', at: window.opensAt };
  return { key: 'window.closed', at: window.closesAt };
}
