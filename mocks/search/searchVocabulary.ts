import MiniSearch from 'minisearch';
import { z } from 'zod';
import data from './searchVocabulary.json';
import { wordsOf, type TextAnalyzer } from './textAnalyzer';

/** One concept of the vocabulary: its terms in both languages and the concepts it is a narrower term of. */
const zConcept = z.object({
  id: z.string().regex(/^[a-z][a-z-]*$/),
  ko: z.array(z.string().min(1)).min(1),
  en: z.array(z.string().min(1)).min(1),
  broader: z.array(z.string()).optional(),
});
const zVocabulary = z.object({ concepts: z.array(zConcept) }).superRefine((vocabulary, context) => {
  const ids = new Set<string>();
  for (const concept of vocabulary.concepts) {
    if (ids.has(concept.id)) context.addIssue({ code: 'custom', message: `concept ${concept.id} twice` });
    ids.add(concept.id);
  }
  for (const concept of vocabulary.concepts) {
    for (const broader of concept.broader ?? []) if (!ids.has(broader)) context.addIssue({ code: 'custom', message: `${concept.id}: no concept ${broader}` });
  }
});

export type SearchVocabularyData = z.infer<typeof zVocabulary>;

/** The vocabulary as the program office keeps it (mocks/search/searchVocabulary.json), checked once. */
export const searchVocabularyData: SearchVocabularyData = zVocabulary.parse(data);

/** A concept's token in the index: no word starts with "~", so a concept never meets a word as typed. */
export const conceptToken = (id: string) => `~${id}`;

/** The vocabulary read with one analyser: which concepts a text names. */
export interface CompiledVocabulary {
  /** The concepts a text names, with every broader concept (a cello is strings): as index tokens. */
  conceptsIn(text: string): string[];
  /** The concepts one query word names, without broader ones (strings finds a cello, a cello not all strings). */
  conceptsOfWord(word: string): string[];
  /** The vocabulary's terms of several words among a query's words (longest first, not overlapping), with their concepts. */
  phrasesIn(words: readonly string[]): Array<{ start: number; length: number; concepts: string[] }>;
  /** The vocabulary's Latin term closest to a word (at most `distance` letters off), if any. */
  closestTerm(word: string, distance: number): string | undefined;
}

/**
 * Reads the vocabulary with an analyser, so a term and a text meet in the same forms: "슬프다" and "슬픈" both
 * read as 슬프. A one-word term is looked up by each of its forms, a term of several words ("string ensemble",
 * "어린 시절") as a phrase of folded words.
 */
export function compileVocabulary(analyzer: TextAnalyzer, vocabulary: SearchVocabularyData = searchVocabularyData): CompiledVocabulary {
  const byTerm = new Map<string, Set<string>>();
  const phrases: Array<{ words: string[]; concept: string }> = [];
  const broaderOf = new Map(vocabulary.concepts.map((concept) => [concept.id, concept.broader ?? []]));
  const withBroader = (id: string, into: Set<string>) => {
    if (into.has(id)) return;
    into.add(id);
    for (const broader of broaderOf.get(id) ?? []) withBroader(broader, into);
  };
  for (const concept of vocabulary.concepts) {
    for (const term of [...concept.ko, ...concept.en]) {
      const words = wordsOf(term);
      if (words.length > 1) phrases.push({ words, concept: concept.id });
      else {
        const forms = analyzer.formsOf(term);
        for (const form of [forms.word, ...forms.stems]) byTerm.set(form, (byTerm.get(form) ?? new Set()).add(concept.id));
      }
    }
  }
  const latinTerms = new MiniSearch<{ id: string }>({ fields: ['id'], tokenize: (text) => [text], processTerm: (term) => term });
  latinTerms.addAll([...new Set([...byTerm.keys()].filter((term) => /^[a-z]{4,}$/.test(term)))].map((id) => ({ id })));
  const phraseConcepts = (words: readonly string[]) =>
    phrases.filter((phrase) => words.some((_, start) => phrase.words.every((word, offset) => words[start + offset] === word))).map((phrase) => phrase.concept);
  return {
    conceptsIn(text) {
      const found = new Set<string>();
      for (const form of analyzer.terms(text)) for (const id of byTerm.get(form) ?? []) withBroader(id, found);
      for (const id of phraseConcepts(wordsOf(text))) withBroader(id, found);
      return [...found].map(conceptToken);
    },
    conceptsOfWord(word) {
      const found = new Set<string>();
      const forms = analyzer.formsOf(word);
      for (const form of [forms.word, ...forms.stems]) for (const id of byTerm.get(form) ?? []) found.add(id);
      return [...found].map(conceptToken);
    },
    phrasesIn(words) {
      const found: Array<{ start: number; length: number; concepts: string[] }> = [];
      for (let start = 0; start < words.length;) {
        const here = phrases.filter((phrase) => phrase.words.every((word, offset) => words[start + offset] === word));
        const length = Math.max(0, ...here.map((phrase) => phrase.words.length));
        if (length === 0) {
          start += 1;
          continue;
        }
        const concepts = [...new Set(here.filter((phrase) => phrase.words.length === length).map((phrase) => conceptToken(phrase.concept)))];
        found.push({ start, length, concepts });
        start += length;
      }
      return found;
    },
    closestTerm(word, distance) {
      return latinTerms.search(word, { fuzzy: distance })[0]?.id as string | undefined;
    },
  };
}
