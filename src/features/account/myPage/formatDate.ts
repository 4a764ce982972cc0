/** A date of the profile (ISO timestamp) in the reader's language: a long date, with the time when asked. */
export function formatProfileDate(iso: string, language: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'long' };
  return new Intl.DateTimeFormat(language, options).format(date);
}
