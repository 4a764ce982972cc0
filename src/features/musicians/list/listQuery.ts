import type { Language } from '../../../lib/i18n/languages';
/** Page sizes the musician list offers; the first is the default. */
export const PAGE_SIZES = [12, 24] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 12;
/** The contract's limit for the free-text filter `q`. */
export const MAX_FILTER_LENGTH = 100;

/** What the musician list shows, as kept in its address (`?page=&size=&q=`). */
export interface MusicianListQuery {
  /** 1-based. */
  page: number;
  size: PageSize;
  /** The name filter, trimmed; empty for none. */
  q: string;
}

const positiveInteger = /^[1-9]\d{0,5}$/;

const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as readonly number[]).includes(value);

/** A filter as it is sent and kept: surrounding blanks dropped, inner runs of blanks made one, at most 100 characters. */
export function normalizeFilter(text: string): string {
  return Array.from(text.trim().replace(/\s+/g, ' ')).slice(0, MAX_FILTER_LENGTH).join('').trim();
}

/** Reads the list's state from the address; anything malformed falls back to the default (page 1, 12, no filter). */
export function readListQuery(search: URLSearchParams): MusicianListQuery {
  const page = search.get('page');
  const size = Number(search.get('size'));
  return {
    page: page !== null && positiveInteger.test(page) ? Number(page) : 1,
    size: isPageSize(size) ? size : DEFAULT_PAGE_SIZE,
    q: normalizeFilter(search.get('q') ?? ''),
  };
}

/** The address query of a list state, leaving defaults out so `/musician-list` stays clean. */
export function listSearchParams(query: MusicianListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q !== '') params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_PAGE_SIZE) params.set('size', String(query.size));
  return params;
}

/**
 * Whether replacing filter `from` with `to` refines the same search (one more letter typed or removed): such
 * changes replace the history entry instead of adding one, so Back does not step through every keystroke.
 */
export function isRefinement(from: string, to: string): boolean {
  return from !== '' && to !== '' && (to.startsWith(from) || from.startsWith(to));
}

/** The provider's request for a list state in `lang` (the filter only when there is one). */
export const listRequest = ({ page, size, q }: MusicianListQuery, lang: Language) => ({ page, size, lang, ...(q !== '' ? { q } : {}) });
