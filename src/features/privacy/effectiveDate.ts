import { privacyPolicy } from '../../lib/config/privacyPolicy';
import type { DataLanguage } from '../../lib/i18n/localized';

/** The locale each interface language writes a long date in: 2026년 11월 26일, and 26 November 2026 as the terms' date reads. */
const DATE_LOCALES: Record<DataLanguage, string> = { ko: 'ko-KR', en: 'en-GB' };

/**
 * The policy's effective date (src/lib/config/privacyPolicy.ts) as a long date in `language`. The config holds a
 * calendar day, so it is read and written in UTC: no time zone moves it to the day before.
 */
export function formatEffectiveDate(language: DataLanguage, isoDate: string = privacyPolicy.effectiveDate): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
