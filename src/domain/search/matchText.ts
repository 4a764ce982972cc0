import { decompose, initialsOf, isInitialJamo, splitFinal, syllablesWithInitial, syllablesWithoutFinal } from './hangul';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const normalize = (text: string) => text.normalize('NFC').toLowerCase();

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

export interface TermMatcher {
  (haystack: string): boolean;
}

/** One search term -> a predicate over (normalized) text, Hangul-aware. */
export function compileTerm(rawTerm: string): TermMatcher {
  const term = normalize(rawTerm);
  if (isAllInitials(term)) return (haystack) => initialsOf(haystack).includes(term);
  const chars = [...term];
  const last = chars.pop() ?? '';
  const pattern = new RegExp(chars.map(escape).join('') + lastCharPattern(last), 'u');
  return (haystack) => haystack.includes(term) || pattern.test(haystack);
}

/** Splits a query into terms; each term must match at least one of a record's texts. */
export function compileQuery(query: string): TermMatcher[] {
  return normalize(query).split(/\s+/).filter(Boolean).map(compileTerm);
}

export function matchesAll(terms: TermMatcher[], texts: string[]): boolean {
  const haystacks = texts.map(normalize);
  return terms.every((term) => haystacks.some((haystack) => term(haystack)));
}
