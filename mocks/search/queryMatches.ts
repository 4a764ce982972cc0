import { compileTerm } from '../../src/lib/domain/search/matchText';
import { FIELD_BOOSTS, type TrackIndex } from './trackIndex';
import type { TextAnalyzer } from './textAnalyzer';

/** A synonym's match counts less than the word's own (the contract: "a match of the word as typed counts more"). */
const CONCEPT_WEIGHT = 0.6;
/** A match only the Hangul-as-typed reading finds (initials, a substring) ranks after every indexed match. */
const AS_TYPED_SCORE = 0.05;

/** Relevance of each matching track, by track id (read only: a request's counts share them, see wordMatches.ts). */
export type Scores = ReadonlyMap<number, number>;

/**
 * The tracks one query word matches, with their relevance: BM25 over the index (its forms as a prefix, its
 * concepts exactly), and the Hangul-as-typed reading (initials, unfinished syllables, substrings) of titles,
 * names and labels.
 */
export function matchesOfWord(index: TrackIndex, analyzer: TextAnalyzer, word: string): Scores {
  const scores = new Map<number, number>();
  const { word: asWritten, stems } = analyzer.formsOf(word);
  const forms = asWritten ? [asWritten, ...stems] : [];
  const concepts = index.vocabulary.conceptsOfWord(word);
  if (forms.length + concepts.length > 0) {
    const results = index.search.search(
      {
        combineWith: 'OR',
        queries: [
          // The word as typed also as the start of a longer word ("피아" -> 피아노); its stems only whole
          // (슬프 is 슬픈, never 슬프게도; 그립 is 그리운, never 그립니다 of 그리다).
          { combineWith: 'OR', queries: forms.slice(0, 1), prefix: (term) => [...term].length >= 2 },
          { combineWith: 'OR', queries: forms.slice(1) },
          { combineWith: 'OR', queries: concepts, boostTerm: () => CONCEPT_WEIGHT },
        ],
      },
      { boost: FIELD_BOOSTS },
    );
    for (const result of results) scores.set(result.id as number, result.score);
  }
  const matcher = compileTerm(word);
  for (const [id, document] of index.asTyped) if (!scores.has(id) && matcher(document)) scores.set(id, AS_TYPED_SCORE);
  return scores;
}

/** The tracks that carry any of these concepts (a phrase of the vocabulary, "string ensemble"), weighted as synonyms. */
export function matchesOfConcepts(index: TrackIndex, concepts: readonly string[]): Scores {
  const results = index.search.search({ combineWith: 'OR', queries: [...concepts], boostTerm: () => CONCEPT_WEIGHT }, { boost: FIELD_BOOSTS });
  return new Map(results.map((result) => [result.id as number, result.score]));
}

/** Tracks in either map, with the better score. */
export function union(a: Scores, b: Scores): Scores {
  const out = new Map(a);
  for (const [id, score] of b) out.set(id, Math.max(score, out.get(id) ?? 0));
  return out;
}

/**
 * The closest term to a Latin word of 4 letters or more (one letter off, two from 8 letters), in the catalogue's
 * texts or else in the vocabulary, with the tracks it finds; none for other words or when nothing is that close.
 */
export function closestTermOf(index: TrackIndex, analyzer: TextAnalyzer, word: string): { term: string; scores: Scores } | undefined {
  if (!/^[a-z]{4,}$/.test(word)) return undefined;
  const distance = word.length >= 8 ? 2 : 1;
  const results = index.search.search({ combineWith: 'OR', queries: [word], fuzzy: distance }, { boost: FIELD_BOOSTS });
  const counts = new Map<string, number>();
  for (const result of results) for (const term of result.terms) if (!term.startsWith('~')) counts.set(term, (counts.get(term) ?? 0) + 1);
  const fromTexts = [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))[0]?.[0];
  if (fromTexts) return { term: fromTexts, scores: new Map(results.map((result) => [result.id as number, result.score])) };
  const fromVocabulary = index.vocabulary.closestTerm(word, distance);
  if (!fromVocabulary) return undefined;
  const scores = matchesOfWord(index, analyzer, fromVocabulary);
  return scores.size > 0 ? { term: fromVocabulary, scores } : undefined;
}

/** Tracks every map has, with their scores summed. */
export function intersect(all: readonly Scores[]): Scores {
  const [first, ...rest] = [...all].sort((a, b) => a.size - b.size);
  const out = new Map<number, number>();
  if (!first) return out;
  if (rest.length === 0) return first;
  for (const [id, score] of first) {
    let total = score;
    let everywhere = true;
    for (const other of rest) {
      const more = other.get(id);
      if (more === undefined) {
        everywhere = false;
        break;
      }
      total += more;
    }
    if (everywhere) out.set(id, total);
  }
  return out;
}
