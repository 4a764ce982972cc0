import { decompose, initialsOf, isInitialJamo, splitFinal, syllablesWithInitial, syllablesWithoutFinal } from './hangul';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Hangul compatibility jamo (ㄱ..ㆎ): kept as typed, since NFKC would turn them into conjoining jamo and initial-consonant search reads them. */
const OUTSIDE_COMPATIBILITY_JAMO = /[^\u3130-\u318f]+/gu;

/**
 * The one folding of search text, applied alike to queries and to the texts searched: compatibility forms fold
 * (NFKC: full-width ＣＨＡＳＥ, ligatures, circled digits, half-width katakana), then lower case. Hangul
 * compatibility jamo stay as they are (see above); everything else comes out composed (NFKC implies NFC).
 */
export const normalize = (text: string) =>
  text
    .normalize('NFC')
    .replace(OUTSIDE_COMPATIBILITY_JAMO, (run) => run.normalize('NFKC'))
    .toLowerCase();

/**
 * The last character of a term as it may still be typed: an initial jamo (ㅎ -> 하..힣), a syllable
 * without final (여 -> 여..옇), or a syllable whose final may become the next initial (갑 -> 갑 | 가 + ㅂ..).
 */
function lastCharPattern(char: string): string {
  if (isInitialJamo(char)) return syllablesWithInitial(char);
  const parts = decompose(char);
  if (parts && parts.final === 0) return syllablesWithoutFinal(parts.initial, parts.medial);
  const split = splitFinal(char);
  if (split) return `(?:${escape(char)}|${escape(split.head)}${syllablesWithInitial(split.nextInitial)})`;
  return escape(char);
}

const isAllInitials = (term: string) => [...term].every(isInitialJamo);

/**
 * A record's searchable texts, prepared once: normalized and joined by line breaks (a term never holds
 * whitespace, so no match can span two texts), with the initial consonants of the same text.
 */
export interface SearchDocument {
  readonly text: string;
  readonly initials: string;
}

export function toSearchDocument(texts: readonly string[]): SearchDocument {
  const text = texts.map(normalize).join('\n');
  return { text, initials: initialsOf(text) };
}

export interface TermMatcher {
  (document: SearchDocument): boolean;
}

/** One search term -> a predicate over a prepared document, Hangul-aware. */
export function compileTerm(rawTerm: string): TermMatcher {
  const term = normalize(rawTerm);
  if (isAllInitials(term)) return (document) => document.initials.includes(term);
  const chars = [...term];
  const last = chars.pop() ?? '';
  const pattern = new RegExp(chars.map(escape).join('') + lastCharPattern(last), 'u');
  return (document) => document.text.includes(term) || pattern.test(document.text);
}

/** The words of a query: folded, split on white space (a word may hold jamo and punctuation as typed). */
export const queryWords = (query: string): string[] => normalize(query).split(/\s+/).filter(Boolean);

/** Splits a query into terms; each term must match at least one of a record's texts. */
export function compileQuery(query: string): TermMatcher[] {
  return queryWords(query).map(compileTerm);
}

/** Whether every term matches the document. */
export function matchesDocument(terms: readonly TermMatcher[], document: SearchDocument): boolean {
  return terms.every((term) => term(document));
}

/** Whether every term matches at least one of the texts. */
export function matchesAll(terms: readonly TermMatcher[], texts: readonly string[]): boolean {
  return matchesDocument(terms, toSearchDocument(texts));
}
