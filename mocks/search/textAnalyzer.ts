import { stemmer } from 'stemmer';
import { normalize } from '../../src/lib/domain/search/matchText';

/** How one word reads: as written, its stems and roots (same meaning), and the parts of a compound (narrower). */
export interface WordForms {
  word: string;
  /** "잔잔한" -> 잔잔, "슬픈" -> 슬프, "strings" -> string. */
  stems: string[];
  /** "첫눈" -> 첫, 눈; "긴장감" -> 긴장, 감. */
  parts: string[];
}

/**
 * Turns a text into the terms search indexes and looks up: its words as written (folded by the search's one
 * {@link normalize}), the English stem of a Latin word ("strings" -> "string"), and, where the analyser reads
 * Korean, the stems, roots and compound parts of a Korean word ("잔잔한" -> "잔잔", "슬픈" -> "슬프").
 */
export interface TextAnalyzer {
  /** For the notes and the benchmarks: which analyser this is. */
  readonly name: string;
  /** Every term of a text: its words, stems and parts. */
  terms(text: string): string[];
  /** A single word's forms (the vocabulary reads its terms by word and stems, never by parts). */
  formsOf(word: string): WordForms;
}

const WORD = /[\p{L}\p{N}]+/gu;
const LATIN = /^[a-z]+$/;

/** The folded words of a text, in order. */
export const wordsOf = (text: string): string[] => normalize(text).match(WORD) ?? [];

/** The English stem of a Latin word of 4 letters or more, when it differs. */
const latinStems = (word: string): string[] => {
  if (!LATIN.test(word) || word.length < 4) return [];
  const stem = stemmer(word);
  return stem === word ? [] : [stem];
};

/**
 * An analyser from what `morphemesOf` reads in a Hangul word (none for the plain analyser). Each distinct word is
 * read once: the catalogue repeats its words.
 */
export function createAnalyzer(name: string, morphemesOf?: (word: string) => { stems: string[]; parts: string[] }): TextAnalyzer {
  const cache = new Map<string, { forms: WordForms; terms: string[] }>();
  const read = (word: string) => {
    let known = cache.get(word);
    if (!known) {
      const korean = morphemesOf && /[\uac00-\ud7a3]/.test(word) ? morphemesOf(word) : { stems: [], parts: [] };
      const stems = [...new Set([...latinStems(word), ...korean.stems])].filter((stem) => stem !== word);
      const parts = [...new Set(korean.parts)].filter((part) => part !== word && !stems.includes(part));
      const forms = { word, stems, parts };
      known = { forms, terms: [word, ...stems, ...parts] };
      if (cache.size > 50_000) cache.clear();
      cache.set(word, known);
    }
    return known;
  };
  return {
    name,
    terms: (text) => wordsOf(text).flatMap((word) => read(word).terms),
    formsOf: (word) => read(normalize(word)).forms,
  };
}

/**
 * The analyser without a Korean dictionary (the browser's mock): words as written and English stems. Korean
 * word forms then find each other only through the vocabulary and the prefix of the word as typed.
 */
export const plainAnalyzer: TextAnalyzer = createAnalyzer('plain');
