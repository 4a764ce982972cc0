import { FESTIVAL_TIME_ZONE } from './rounds';

/**
 * The festival's clock for the office's date-time fields: a `datetime-local` value is read as festival time
 * (Asia/Seoul, UTC+9 all year: Korea keeps no daylight saving time since 1988), whatever the browser's zone.
 */
const FESTIVAL_OFFSET = '+09:00';

/** A `datetime-local` value (YYYY-MM-DDTHH:mm, festival time) as the contract's instant (UTC), or undefined when incomplete. */
export function instantOfFestivalTime(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const instant = new Date(`${value}:00${FESTIVAL_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

/** An instant as a `datetime-local` value in festival time. */
export function festivalTimeOfInstant(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: FESTIVAL_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** An instant as the office reads it: a date and a time in festival time, in the page's language. */
export const festivalDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { timeZone: FESTIVAL_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
