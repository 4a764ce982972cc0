import type { TFunction } from 'i18next';
import type { ShareLink } from '../../../lib/api/generated/types.gen';
import type { Language } from '../../../lib/i18n/languages';

/** A date written in full the way a reader of `language` writes it (2026년 12월 1일, December 1, 2026), in their time zone. */
export function formatDay(iso: string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/** "Shared, expires December 1, 2026" / "Shared, no expiry" / "Not shared". */
export function shareStateText(t: TFunction<'shortlists'>, link: ShareLink | null, language: Language): string {
  if (!link) return t('share.notShared');
  return link.expiresAt === null ? t('share.sharedForever') : t('share.sharedUntil', { date: formatDay(link.expiresAt, language) });
}

/**
 * The address anyone opens the shared list at, carrying the sharer's language (`?lang=en`): a first-time
 * visitor reads the list in it, a visitor who chose a language keeps theirs (src/lib/i18n/languages.ts).
 */
export function shareAddress(token: string, language: Language, origin = globalThis.location?.origin ?? ''): string {
  return `${origin}/s/${token}?lang=${language}`;
}
