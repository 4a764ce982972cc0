import type { MusicSort } from '../../src/api/generated/types.gen';
import type { MockContext } from '../context';
import type { MusicRecord } from '../db/database';
import { queryWords } from '../../src/domain/search/matchText';
import { closestTermOf, intersect, matchesOfConcepts, matchesOfWord, union, type Scores } from '../search/queryMatches';
import { trackIndexOf } from '../search/trackIndex';
import { trackSounds, type TrackSound, type TrackSounds } from '../search/trackSounds';

export interface MusicSearch {
  q?: string;
  genreId?: number;
  keywordIds?: number[];
  /** Relevance when a query is given, newest otherwise (the contract's default). */
  sort?: MusicSort;
  /** The analysed sound's ranges (BPM, seconds; either end optional) and key (tonic, mode or both). */
  tempo?: Range;
  length?: Range;
  tonic?: number;
  mode?: 'major' | 'minor';
}

export interface Range {
  min?: number;
  max?: number;
}

/** ISO timestamps order as plain strings (much faster than `localeCompare` over thousands of tracks). */
const newestFirst = (a: MusicRecord, b: MusicRecord) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1);

type Order = (a: MusicRecord, b: MusicRecord) => number;

/** Ascending by a measure (`direction` -1: descending); tracks without it last, newest first among equals. */
function byMeasure(measure: (music: MusicRecord) => number | null, direction: 1 | -1): Order {
  return (a, b) => {
    const x = measure(a);
    const y = measure(b);
    if (x === null || y === null) return x === y ? newestFirst(a, b) : x === null ? 1 : -1;
    return direction * (x - y) || newestFirst(a, b);
  };
}

function orderOf(sort: Exclude<MusicSort, 'relevance'>, sounds: TrackSounds): Order {
  switch (sort) {
    case 'newest':
      return newestFirst;
    case 'likes':
      return (a, b) => b.likeCount - a.likeCount || newestFirst(a, b);
    case 'plays':
      return (a, b) => b.playCount - a.playCount || newestFirst(a, b);
    case 'slowest':
    case 'fastest':
      return byMeasure((music) => sounds.of(music).sound?.tempoBpm ?? null, sort === 'slowest' ? 1 : -1);
    case 'shortest':
    case 'longest':
      return byMeasure((music) => sounds.of(music).seconds, sort === 'shortest' ? 1 : -1);
  }
}

const within = (value: number | null | undefined, range: Range | undefined) =>
  !range || (value != null && (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max));

/** Whether the track's analysed sound fits the search's sound filters (a track lacking the measure never does). */
function soundFits(search: MusicSearch, { sound, seconds }: TrackSound): boolean {
  if (!within(sound?.tempoBpm, search.tempo) || !within(seconds, search.length)) return false;
  if (search.tonic !== undefined && sound?.key?.tonic !== search.tonic) return false;
  return search.mode === undefined || sound?.key?.mode === search.mode;
}

const hasSoundFilter = (search: MusicSearch) => search.tempo !== undefined || search.length !== undefined || search.tonic !== undefined || search.mode !== undefined;

/** What the result is for when no track matches every word as typed (the contract's `queryFallback`). */
export interface QueryFallback {
  query: string;
  shownFor: string;
}

export interface MusicSearchResult {
  tracks: MusicRecord[];
  queryFallback?: QueryFallback;
}

/**
 * The tracks matching the query's words, with their relevance, and what they are for when not every word
 * matched as typed: first every word (its forms, synonyms and Hangul as typed); failing that, a misspelt Latin
 * word replaced by the catalogue's closest term; failing that, the words that match, alone.
 */
function scoreQuery(ctx: MockContext, candidates: readonly MusicRecord[], filtered: boolean, words: readonly string[]): { scores: Scores; shownFor?: string[] } {
  const index = trackIndexOf(ctx.db, ctx.analyzer);
  const candidateIds = new Set(filtered ? candidates.map((music) => music.id) : []);
  const onlyCandidates = (scores: Scores) => (filtered ? new Map([...scores].filter(([id]) => candidateIds.has(id))) : scores);
  // A phrase of the vocabulary ("string ensemble", "어린 시절") is one unit: its words together, or its concept.
  const phrases = index.vocabulary.phrasesIn(words);
  const units: Array<{ text: string; scores: Scores; phrase: boolean }> = [];
  for (let position = 0; position < words.length;) {
    const phrase = phrases.find((found) => found.start === position);
    if (phrase) {
      const span = words.slice(position, position + phrase.length);
      const together = intersect(span.map((word) => matchesOfWord(index, ctx.analyzer, word)));
      units.push({ text: span.join(' '), scores: onlyCandidates(union(together, matchesOfConcepts(index, phrase.concepts))), phrase: true });
      position += phrase.length;
    } else {
      units.push({ text: words[position]!, scores: onlyCandidates(matchesOfWord(index, ctx.analyzer, words[position]!)), phrase: false });
      position += 1;
    }
  }
  const perWord = units.map((unit) => unit.scores);
  const exact = intersect(perWord);
  if (exact.size > 0) return { scores: exact };
  const shownFor = units.map((unit) => unit.text);
  const corrected = perWord.map((scores, position) => {
    if (scores.size > 0 || units[position]!.phrase) return scores;
    const closest = closestTermOf(index, ctx.analyzer, units[position]!.text);
    if (!closest) return scores;
    shownFor[position] = closest.term;
    return onlyCandidates(closest.scores);
  });
  const matching = corrected.map((scores, position) => ({ scores, word: shownFor[position]! })).filter(({ scores }) => scores.size > 0);
  if (matching.length === 0) return { scores: new Map() };
  const together = intersect(matching.map(({ scores }) => scores));
  if (together.size > 0) return { scores: together, shownFor: matching.map(({ word }) => word) };
  // No two of the words meet: the result is for the word that finds most.
  const widest = [...matching].sort((a, b) => b.scores.size - a.scores.size)[0]!;
  return { scores: widest.scores, shownFor: [widest.word] };
}

/**
 * Reads every track into the search index now (the seed's in about 0.4 s, 10,000 tracks in about 6 s), so the
 * first visitor's search does not wait for it; later changes are read by the search that meets them.
 */
export function prepareSearchIndex(ctx: MockContext): void {
  trackIndexOf(ctx.db, ctx.analyzer);
}

/**
 * Filters and orders tracks (the contract's `searchMusic`): the query's words over every text a track has,
 * read with the provider's analyser and vocabulary; genre; all keywords. `relevance` (the default with a
 * query) is BM25 with field weights, newest first on equal scores.
 */
export function searchMusic(ctx: MockContext, search: MusicSearch): MusicSearchResult {
  const words = queryWords(search.q ?? '');
  const required = search.keywordIds ?? [];
  const sounds = trackSounds(ctx);
  const bySound = hasSoundFilter(search);
  const candidates = ctx.db.music.all().filter((music) => {
    if (search.genreId !== undefined && music.genreId !== search.genreId) return false;
    if (!required.every((id) => music.keywordIds.includes(id))) return false;
    return !bySound || soundFits(search, sounds.of(music));
  });
  const sort = search.sort ?? (words.length > 0 ? 'relevance' : 'newest');
  if (words.length === 0) return { tracks: candidates.sort(sort === 'relevance' ? newestFirst : orderOf(sort, sounds)) };
  const filtered = search.genreId !== undefined || required.length > 0 || bySound;
  const { scores, shownFor } = scoreQuery(ctx, candidates, filtered, words);
  const tracks = candidates.filter((music) => scores.has(music.id));
  tracks.sort(sort === 'relevance' ? (a, b) => scores.get(b.id)! - scores.get(a.id)! || newestFirst(a, b) : orderOf(sort, sounds));
  return { tracks, ...(shownFor ? { queryFallback: { query: words.join(' '), shownFor: shownFor.join(' ') } } : {}) };
}

/** The tracks of {@link searchMusic}, without what they are for. */
export function searchMusicRecords(ctx: MockContext, search: MusicSearch): MusicRecord[] {
  return searchMusic(ctx, search).tracks;
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
    count: searchMusicRecords(ctx, { ...search, keywordIds: [keywordId], sort: 'newest' }).length,
  }));
}

export type LooserFilter = 'genre' | 'keywords' | 'tempo' | 'length' | 'key';

/**
 * When a search finds nothing: for each of its filters, how many tracks the same search finds without that one
 * (the contract's `looserCounts`), so the page can say which filter to loosen. Empty when something was found.
 */
export function looserCountsOf(ctx: MockContext, search: MusicSearch, found: readonly MusicRecord[]): { filter: LooserFilter; count: number }[] {
  if (found.length > 0) return [];
  const looser: [LooserFilter, MusicSearch][] = [];
  if (search.genreId !== undefined) looser.push(['genre', { ...search, genreId: undefined }]);
  if ((search.keywordIds ?? []).length > 0) looser.push(['keywords', { ...search, keywordIds: [] }]);
  if (search.tempo) looser.push(['tempo', { ...search, tempo: undefined }]);
  if (search.length) looser.push(['length', { ...search, length: undefined }]);
  if (search.tonic !== undefined || search.mode !== undefined) looser.push(['key', { ...search, tonic: undefined, mode: undefined }]);
  return looser.map(([filter, without]) => ({ filter, count: searchMusicRecords(ctx, { ...without, sort: 'newest' }).length }));
}
