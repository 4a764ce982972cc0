import type { MusicSort } from '../../src/api/generated/types.gen';
import { compileQuery, matchesDocument, toSearchDocument, type SearchDocument, type TermMatcher } from '../../src/domain/search/matchText';
import type { MockContext } from '../context';
import type { Database, MusicRecord } from '../db/database';

export interface MusicSearch {
  q?: string;
  genreId?: number;
  keywordIds?: number[];
  /** Relevance when a query is given, newest otherwise (the contract's default). */
  sort?: MusicSort;
}

/** ISO timestamps order as plain strings (much faster than `localeCompare` over thousands of tracks). */
const newestFirst = (a: MusicRecord, b: MusicRecord) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1);

const comparators: Record<Exclude<MusicSort, 'relevance'>, (a: MusicRecord, b: MusicRecord) => number> = {
  newest: newestFirst,
  likes: (a, b) => b.likeCount - a.likeCount || newestFirst(a, b),
  plays: (a, b) => b.playCount - a.playCount || newestFirst(a, b),
};

/** A track's texts by field, as the ranks of `relevance` need them. */
interface TrackTexts {
  titles: string[];
  names: string[];
  /** Keyword and genre labels. */
  labels: string[];
}

/**
 * A track's prepared search documents, widening field by field: its titles; titles and musician names; and
 * everything (with keyword and genre labels). A track matches when `all` does; its relevance rank is the
 * first document that matches.
 */
interface TrackDocuments {
  titles: SearchDocument;
  titlesAndNames: SearchDocument;
  all: SearchDocument;
}

/**
 * Prepared search documents per store and track, reused while the track's texts stay the same (an edit of the
 * title, keywords, genre or musician name changes the key and prepares the documents again).
 */
const documents = new WeakMap<Database, Map<number, { key: string; documents: TrackDocuments }>>();

function documentsOf(db: Database, musicId: number, texts: TrackTexts): TrackDocuments {
  let byTrack = documents.get(db);
  if (!byTrack) documents.set(db, (byTrack = new Map<number, { key: string; documents: TrackDocuments }>()));
  const key = [...texts.titles, '\u0001', ...texts.names, '\u0001', ...texts.labels].join('\u0000');
  const cached = byTrack.get(musicId);
  if (cached?.key === key) return cached.documents;
  const prepared = {
    titles: toSearchDocument(texts.titles),
    titlesAndNames: toSearchDocument([...texts.titles, ...texts.names]),
    all: toSearchDocument([...texts.titles, ...texts.names, ...texts.labels]),
  };
  byTrack.set(musicId, { key, documents: prepared });
  return prepared;
}

/** 0: the titles match every term; 1: titles and musician names do; 2: a keyword or genre label was needed. */
function rankOf(terms: readonly TermMatcher[], prepared: TrackDocuments): number {
  if (matchesDocument(terms, prepared.titles)) return 0;
  if (matchesDocument(terms, prepared.titlesAndNames)) return 1;
  return 2;
}

/**
 * Filters and orders tracks: text over ko/en titles, musician names, keyword and genre labels; genre; all
 * keywords. `relevance` (the default with a query) ranks title matches, then musician-name matches, then the
 * rest, newest first within a rank.
 */
export function searchMusicRecords(ctx: MockContext, search: MusicSearch): MusicRecord[] {
  const terms = compileQuery(search.q ?? '');
  const labels = new Map(ctx.db.keywords.all().map((keyword) => [keyword.id, keyword.label]));
  const genreLabels = new Map(ctx.db.genres.all().map((genre) => [genre.id, genre.label]));
  const musicianNames = new Map(ctx.db.musicians.all().map((musician) => [musician.id, musician.name]));
  const required = search.keywordIds ?? [];
  const ranks = new Map<number, number>();
  const matches = ctx.db.music.all().filter((music) => {
    if (search.genreId !== undefined && music.genreId !== search.genreId) return false;
    if (!required.every((id) => music.keywordIds.includes(id))) return false;
    if (terms.length === 0) return true;
    const name = musicianNames.get(music.musicianId);
    const texts: TrackTexts = { titles: [music.title.ko, music.title.en], names: [name?.ko ?? '', name?.en ?? ''], labels: [] };
    for (const id of music.keywordIds) {
      const label = labels.get(id);
      if (label) texts.labels.push(label.ko, label.en);
    }
    const genre = genreLabels.get(music.genreId);
    if (genre) texts.labels.push(genre.ko, genre.en);
    const prepared = documentsOf(ctx.db, music.id, texts);
    if (!matchesDocument(terms, prepared.all)) return false;
    ranks.set(music.id, rankOf(terms, prepared));
    return true;
  });
  const sort = search.sort ?? (terms.length > 0 ? 'relevance' : 'newest');
  if (sort === 'relevance') return matches.sort((a, b) => (ranks.get(a.id) ?? 0) - (ranks.get(b.id) ?? 0) || newestFirst(a, b));
  return matches.sort(comparators[sort]);
}

export interface KeywordCount {
  keywordId: number;
  count: number;
}

/** For every keyword the tracks carry, how many carry it (none with 0), by keyword id. */
export function keywordCountsOf(tracks: readonly MusicRecord[]): KeywordCount[] {
  const counts = new Map<number, number>();
  for (const track of tracks) for (const id of new Set(track.keywordIds)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([keywordId, count]) => ({ keywordId, count }));
}

/**
 * For each keyword of the search, in its order, how many tracks match its text and genre with that keyword
 * alone (the other keywords left out): a search whose keywords never meet can then say which finds what.
 */
export function selectedKeywordCountsOf(ctx: MockContext, search: MusicSearch): KeywordCount[] {
  return (search.keywordIds ?? []).map((keywordId) => ({
    keywordId,
    count: searchMusicRecords(ctx, { q: search.q, genreId: search.genreId, keywordIds: [keywordId], sort: 'newest' }).length,
  }));
}
