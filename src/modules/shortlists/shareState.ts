import type { TFunction } from 'i18next';
import type { ShareLink } from '../../api/generated/types.gen';

/** A date as YYYY-MM-DD in the reader's time zone (the same in both languages). */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Shared, expires 2026-12-01" / "Shared, no expiry" / "Not shared". */
export function shareStateText(t: TFunction<'shortlists'>, link: ShareLink | null): string {
  if (!link) return t('share.notShared');
  return link.expiresAt === null ? t('share.sharedForever') : t('share.sharedUntil', { date: formatDay(link.expiresAt) });
}

/** The address anyone opens the shared list at. */
export function shareAddress(token: string, origin = globalThis.location?.origin ?? ''): string {
  return `${origin}/s/${token}`;
}
