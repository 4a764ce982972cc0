import { closestTermOf, matchesOfConcepts, matchesOfWord, type Scores } from './queryMatches';
import type { TextAnalyzer } from './textAnalyzer';
import type { TrackIndex } from './trackIndex';

/** What a query's words, phrases and misspelt words match in one index (see queryMatches.ts). */
export interface WordMatches {
  readonly index: TrackIndex;
  word(word: string): Scores;
  concepts(concepts: readonly string[]): Scores;
  closest(word: string): { term: string; scores: Scores } | undefined;
}

/** One request's matches: searched for its answer, kept for its counts. */
export interface RequestMatches {
  /** The index's generation they were found in: a later one has other matches. */
  readonly generation: number;
  /** Searches the index every time and keeps what it found: the answer's own search, scores as the index gives them now. */
  readonly searching: WordMatches;
  /**
   * Answers what was kept, searching only what was not: for the request's counts (`selectedKeywordCounts`,
   * `looserCounts`), the same words again with other filters. They read only which tracks match, and that is the
   * same until the index changes (its scores may move in their last digits while MiniSearch drops discarded entries).
   */
  readonly kept: WordMatches;
}

/** A request's matches, found in the index as it is now (a later generation needs new ones). */
export function requestMatches(index: TrackIndex, analyzer: TextAnalyzer): RequestMatches {
  const found = new Map<string, unknown>();
  const keep = <T>(key: string, search: () => T): T => {
    const value = search();
    found.set(key, value);
    return value;
  };
  const reuse = <T>(key: string, search: () => T): T => (found.has(key) ? (found.get(key) as T) : keep(key, search));
  const lookups = (lookup: <T>(key: string, search: () => T) => T): WordMatches => ({
    index,
    word: (word) => lookup(`word\u0000${word}`, () => matchesOfWord(index, analyzer, word)),
    concepts: (concepts) => lookup(`concepts\u0000${concepts.join('\u0000')}`, () => matchesOfConcepts(index, concepts)),
    closest: (word) => lookup(`closest\u0000${word}`, () => closestTermOf(index, analyzer, word)),
  });
  return { generation: index.generation, searching: lookups(keep), kept: lookups(reuse) };
}
