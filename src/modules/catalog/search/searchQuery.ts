import type { MusicSort } from '../../../api/generated/types.gen';

/** A music search as the address keeps it (`?q=&genre=&keyword=1&keyword=2&sort=&page=`). */
export interface SearchQuery {
  /** The typed text (at most 100 characters, as the contract allows). */
  q: string;
  genreId: number | undefined;
  /** Keywords every result must carry, in the order chosen, without repeats. */
  keywordIds: readonly number[];
  sort: MusicSort;
  /** 1-based. */
  page: number;
}

export const SEARCH_PAGE_SIZE = 20;
export const MAX_QUERY_LENGTH = 100;
const MAX_KEYWORDS = 10;
const SORTS: readonly MusicSort[] = ['newest', 'likes', 'plays'];
const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;

export const DEFAULT_SEARCH: SearchQuery = { q: '', genreId: undefined, keywordIds: [], sort: 'newest', page: 1 };

const positiveInteger = (value: string | null): number | undefined =>
  value !== null && POSITIVE_INTEGER.test(value) ? Number(value) : undefined;

const isSort = (value: string | null): value is MusicSort => value !== null && (SORTS as readonly string[]).includes(value);

/** Reads a search from the address; anything malformed (a non-numeric genre, an unknown sort...) is ignored. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const keywordIds: number[] = [];
  for (const raw of params.getAll('keyword')) {
    const id = positiveInteger(raw);
    if (id !== undefined && !keywordIds.includes(id) && keywordIds.length < MAX_KEYWORDS) keywordIds.push(id);
  }
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    genreId: positiveInteger(params.get('genre')),
    keywordIds,
    sort: isSort(sort) ? sort : 'newest',
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/** Writes a search to address parameters, leaving out the defaults so a plain search reads `?q=…`. */
export function searchParamsOf(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q);
  if (query.genreId !== undefined) params.set('genre', String(query.genreId));
  for (const id of query.keywordIds) params.append('keyword', String(id));
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** A changed search: any change other than the page starts again at page 1. */
export function withChange(query: SearchQuery, change: Partial<Omit<SearchQuery, 'page'>>): SearchQuery {
  return { ...query, ...change, page: 1 };
}

/** The request parameters of `searchMusic` for a search. */
export function searchRequestOf(query: SearchQuery) {
  const q = query.q.trim();
  return {
    ...(q !== '' ? { q } : {}),
    ...(query.genreId !== undefined ? { genreId: query.genreId } : {}),
    ...(query.keywordIds.length > 0 ? { keywordId: [...query.keywordIds] } : {}),
    sort: query.sort,
    page: query.page,
    size: SEARCH_PAGE_SIZE,
  };
}
