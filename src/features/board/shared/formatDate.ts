import type { Language } from '../../../lib/i18n/languages';

/** A board date (ISO timestamp) as a long date in the reader's language ("2026년 10월 27일", "October 27, 2026"). */
export function formatBoardDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}
