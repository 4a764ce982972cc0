import type { LooserCount, MusicSort } from '../../../lib/api/generated/types.gen';
import { parseSoundFilter, soundParamsOf, type SoundFilter } from './soundFilter';

/** A music search as the address keeps it (`?q=&genre=&keyword=1&keyword=2&tempoMin=&…&sort=&page=`). */
export interface SearchQuery {
  /** The typed text (at most 100 characters, as the contract allows). */
  q: string;
  genreId: number | undefined;
  /** Keywords every result must carry, in the order chosen, without repeats. */
  keywordIds: readonly number[];
  /** Tempo, length and key of the analysed sound. */
  sound: SoundFilter;
  sort: MusicSort;
  /** 1-based. */
  page: number;
}

export const SEARCH_PAGE_SIZE = 20;
/** "Play all" queues at most this many tracks of a result (the contract's largest page). */
export const PLAY_ALL_LIMIT = 100;
export const MAX_QUERY_LENGTH = 100;
const MAX_KEYWORDS = 10;
const SORTS: readonly MusicSort[] = ['relevance', 'newest', 'likes', 'plays', 'slowest', 'fastest', 'shortest', 'longest'];
const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;

export const DEFAULT_SEARCH: SearchQuery = { q: '', genreId: undefined, keywordIds: [], sound: {}, sort: 'newest', page: 1 };

const hasText = (q: string) => q.trim() !== '';

/** The order a search has unless one is chosen: relevance with a query, newest without (as the contract says). */
export const defaultSortOf = (q: string): MusicSort => (hasText(q) ? 'relevance' : 'newest');

/** The orders offered: relevance only when there is a query to be relevant to. */
export const sortsFor = (q: string): readonly MusicSort[] => (hasText(q) ? SORTS : SORTS.filter((sort) => sort !== 'relevance'));

const positiveInteger = (value: string | null): number | undefined => (value !== null && POSITIVE_INTEGER.test(value) ? Number(value) : undefined);

const isSort = (value: string | null): value is MusicSort => value !== null && (SORTS as readonly string[]).includes(value);

/** Reads a search from the address; anything malformed (a non-numeric genre, an unknown sort...) is ignored. */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const keywordIds: number[] = [];
  for (const raw of params.getAll('keyword')) {
    const id = positiveInteger(raw);
    if (id !== undefined && !keywordIds.includes(id) && keywordIds.length < MAX_KEYWORDS) keywordIds.push(id);
  }
  const sort = params.get('sort');
  const q = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  return {
    q,
    genreId: positiveInteger(params.get('genre')),
    keywordIds,
    sound: parseSoundFilter(params),
    sort: isSort(sort) && sortsFor(q).includes(sort) ? sort : defaultSortOf(q),
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

/** Writes a search to address parameters, leaving out the defaults so a plain search reads `?q=…`. */
export function searchParamsOf(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q);
  if (query.genreId !== undefined) params.set('genre', String(query.genreId));
  for (const id of query.keywordIds) params.append('keyword', String(id));
  for (const [name, value] of Object.entries(soundParamsOf(query.sound))) params.set(name, String(value));
  if (query.sort !== defaultSortOf(query.q)) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/**
 * A changed search: any change other than the page starts again at page 1. A new text keeps a chosen order,
 * but an order left at its default follows the text (relevance once there is a query, newest without one).
 */
export function withChange(query: SearchQuery, change: Partial<Omit<SearchQuery, 'page'>>): SearchQuery {
  const next = { ...query, ...change, page: 1 };
  if (change.q !== undefined && change.sort === undefined) {
    if (query.sort === defaultSortOf(query.q) || !sortsFor(next.q).includes(next.sort)) next.sort = defaultSortOf(next.q);
  }
  return next;
}

/** The request parameters of `searchMusic` for a search. */
export function searchRequestOf(query: SearchQuery) {
  const q = query.q.trim();
  return {
    ...(q !== '' ? { q } : {}),
    ...(query.genreId !== undefined ? { genreId: query.genreId } : {}),
    ...(query.keywordIds.length > 0 ? { keywordId: [...query.keywordIds] } : {}),
    ...soundParamsOf(query.sound),
    sort: query.sort,
    page: query.page,
    size: SEARCH_PAGE_SIZE,
  };
}

/** The request for the first `PLAY_ALL_LIMIT` tracks of a search, in its order: what "Play all" queues. */
export function wholeResultRequestOf(query: SearchQuery) {
  return { ...searchRequestOf({ ...query, page: 1 }), size: PLAY_ALL_LIMIT };
}

type LooserFilter = LooserCount['filter'];

/** The change that drops one filter of a search (what the empty result's "loosen" buttons do). */
export function withoutFilter(query: SearchQuery, filter: LooserFilter): Partial<Omit<SearchQuery, 'page' | 'q'>> {
  switch (filter) {
    case 'genre':
      return { genreId: undefined };
    case 'keywords':
      return { keywordIds: [] };
    case 'tempo':
      return { sound: { ...query.sound, tempo: undefined } };
    case 'length':
      return { sound: { ...query.sound, length: undefined } };
    case 'key':
      return { sound: { ...query.sound, tonic: undefined, mode: undefined } };
  }
}
