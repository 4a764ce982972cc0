import type { MusicSort } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import type { MusicRecord } from '../db/database';
import { queryWords } from '../../src/lib/domain/search/matchText';
import { intersect, union, type Scores } from '../search/queryMatches';
import { trackIndexOf } from '../search/trackIndex';
import { orderedTracks } from '../search/trackOrders';
import { trackSounds, type TrackSound } from '../search/trackSounds';
import { requestMatches, type RequestMatches, type WordMatches } from '../search/wordMatches';

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

const within = (value: number | null | undefined, range: Range | undefined) =>
  !range || (value != null && (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max));

/** Whether the track's analysed sound fits the search's sound filters (a track lacking the measure never does). */
function soundFits(search: MusicSearch, { sound, seconds }: TrackSound): boolean {
  if (!within(sound?.tempoBpm, search.tempo) || !within(seconds, search.length)) return false;
  if (search.tonic !== undefined && sound?.key?.tonic !== search.tonic) return false;
  return search.mode === undefined || sound?.key?.mode === search.mode;
}

const hasEvery = (keywordIds: readonly number[], required: readonly number[]) => {
  for (const id of required) if (!keywordIds.includes(id)) return false;
  return true;
};

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
function scoreQuery(matches: WordMatches, candidates: readonly MusicRecord[], filtered: boolean, words: readonly string[]): { scores: Scores; shownFor?: string[] } {
  const { index } = matches;
  const candidateIds = new Set(filtered ? candidates.map((music) => music.id) : []);
  const onlyCandidates = (scores: Scores) => (filtered ? new Map([...scores].filter(([id]) => candidateIds.has(id))) : scores);
  // A phrase of the vocabulary ("string ensemble", "어린 시절") is one unit: its words together, or its concept.
  const phrases = index.vocabulary.phrasesIn(words);
  const units: Array<{ text: string; scores: Scores; phrase: boolean }> = [];
  for (let position = 0; position < words.length;) {
    const phrase = phrases.find((found) => found.start === position);
    if (phrase) {
      const span = words.slice(position, position + phrase.length);
      const together = intersect(span.map((word) => matches.word(word)));
      units.push({ text: span.join(' '), scores: onlyCandidates(union(together, matches.concepts(phrase.concepts))), phrase: true });
      position += phrase.length;
    } else {
      units.push({ text: words[position]!, scores: onlyCandidates(matches.word(words[position]!)), phrase: false });
      position += 1;
    }
  }
  const perWord = units.map((unit) => unit.scores);
  const exact = intersect(perWord);
  if (exact.size > 0) return { scores: exact };
  const shownFor = units.map((unit) => unit.text);
  const corrected = perWord.map((scores, position) => {
    if (scores.size > 0 || units[position]!.phrase) return scores;
    const closest = matches.closest(units[position]!.text);
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
  return findTracks(ctx, search, () => matchesOf(ctx, search).searching);
}

const requests = new WeakMap<MusicSearch, RequestMatches>();

/** The matches of a search's words (see wordMatches.ts), kept with the search asked for while the index is unchanged. */
function matchesOf(ctx: MockContext, search: MusicSearch): RequestMatches {
  const index = trackIndexOf(ctx.db, ctx.analyzer);
  let matches = requests.get(search);
  if (matches?.searching.index !== index || matches.generation !== index.generation) requests.set(search, (matches = requestMatches(index, ctx.analyzer)));
  return matches;
}

/** {@link searchMusic} with the query's words matched by `matches` (asked only when the search has words). */
function findTracks(ctx: MockContext, search: MusicSearch, matches: () => WordMatches): MusicSearchResult {
  const words = queryWords(search.q ?? '');
  const required = search.keywordIds ?? [];
  const sounds = trackSounds(ctx);
  const bySound = hasSoundFilter(search);
  const sort = search.sort ?? (words.length > 0 ? 'relevance' : 'newest');
  const filtered = search.genreId !== undefined || required.length > 0 || bySound;
  // Taken from the catalogue already in order (relevance: newest first, the order among equal scores).
  const ordered = orderedTracks(ctx, sort === 'relevance' ? 'newest' : sort);
  const fits = (music: MusicRecord) =>
    (search.genreId === undefined || music.genreId === search.genreId) && hasEvery(music.keywordIds, required) && (!bySound || soundFits(search, sounds.of(music)));
  const candidates = filtered ? ordered.filter(fits) : ordered.slice();
  if (words.length === 0) return { tracks: candidates };
  const { scores, shownFor } = scoreQuery(matches(), candidates, filtered, words);
  const matching = candidates.filter((music) => scores.has(music.id));
  // A stable sort by score keeps equal scores newest first.
  const tracks = sort === 'relevance' ? byScore(matching, scores) : matching;
  return { tracks, ...(shownFor ? { queryFallback: { query: words.join(' '), shownFor: shownFor.join(' ') } } : {}) };
}

/** The tracks by descending score, in their order among equal scores. */
function byScore(tracks: readonly MusicRecord[], scores: Scores): MusicRecord[] {
  const scored = tracks.map((music) => ({ music, score: scores.get(music.id)! }));
  scored.sort((a, b) => b.score - a.score);
  return scored.map(({ music }) => music);
}

/** The tracks of {@link searchMusic}, without what they are for. */
export function searchMusicRecords(ctx: MockContext, search: MusicSearch): MusicRecord[] {
  return searchMusic(ctx, search).tracks;
}

export interface KeywordCount {
  keywordId: number;
  count: number;
}

/** Keyword ids below this are counted in an array (ids are small: 40 keywords in the seed), any other in a map. */
const DENSE_IDS = 1 << 16;

/** For every keyword the tracks carry, how many carry it (none with 0), by keyword id. */
export function keywordCountsOf(tracks: readonly MusicRecord[]): KeywordCount[] {
  // This runs over every track found (10,000 when nothing narrows the search): no set per track, no map per keyword.
  const dense: number[] = [];
  const counts = new Map<number, number>();
  for (const { keywordIds } of tracks) {
    for (let position = 0; position < keywordIds.length; position += 1) {
      const id = keywordIds[position]!;
      if (keywordIds.indexOf(id) !== position) continue; // listed twice, counted once
      if (Number.isInteger(id) && id >= 0 && id < DENSE_IDS) dense[id] = (dense[id] ?? 0) + 1;
      else counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  dense.forEach((count, id) => counts.set(id, count));
  return [...counts].sort(([a], [b]) => a - b).map(([keywordId, count]) => ({ keywordId, count }));
}

/** How many tracks a variant of the search finds, its words matched as `search` matched them (counts read no scores). */
const countOf = (ctx: MockContext, search: MusicSearch, variant: MusicSearch) =>
  findTracks(ctx, { ...variant, sort: 'newest' }, () => matchesOf(ctx, search).kept).tracks.length;

/**
 * For each keyword of the search, in its order, how many tracks match its text and genre with that keyword
 * alone (the other keywords left out): a search whose keywords never meet can then say which finds what.
 */
export function selectedKeywordCountsOf(ctx: MockContext, search: MusicSearch): KeywordCount[] {
  return (search.keywordIds ?? []).map((keywordId) => ({ keywordId, count: countOf(ctx, search, { ...search, keywordIds: [keywordId] }) }));
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
  return looser.map(([filter, without]) => ({ filter, count: countOf(ctx, search, without) }));
}
