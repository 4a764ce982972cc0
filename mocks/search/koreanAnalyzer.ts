import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { MeCab } from 'kuromoji-ko';
import { normalize } from '../../src/lib/domain/search/matchText';
import { createAnalyzer, type TextAnalyzer } from './textAnalyzer';

/**
 * Parts of speech (Sejong tags) that carry meaning and are kept: nouns, numerals, roots, verb and adjective
 * stems, adverbs, determiners, foreign words and numbers. Particles, endings, suffixes and the copula are left out.
 */
const CONTENT = new Set(['NNG', 'NNP', 'NR', 'XR', 'VA', 'VV', 'MAG', 'MM', 'SL', 'SH', 'SN']);

/** Stems that only carry grammar ("하다", "되다", "있다" ...): a word built on them is not about them. */
const LIGHT_STEMS = new Set(['하', '되', '있', '없', '않', '이', '같', '지', '주']);

/** Hangul conjoining jamo: an ending's sound (ᆫ, ᆷ), never a word. */
const JAMO = /[\u1100-\u11ff]/;

let loading: Promise<TextAnalyzer> | undefined;

/**
 * The Korean analyser of the Node provider: kuromoji-ko (mecab-ko-dic read by a pure TypeScript Viterbi, no native
 * code), loaded once per process (about 2.5 s and 350 MB). A word yields its content morphemes: "잔잔한" ->
 * 잔잔 (root), "슬픈" -> 슬프 (stem), "긴장되는" -> 긴장, "해금이" -> 해금, "긴장감" -> 긴장감 and its parts.
 */
export function loadKoreanAnalyzer(): Promise<TextAnalyzer> {
  loading ??= (async () => {
    const dictPath = join(dirname(createRequire(import.meta.url).resolve('kuromoji-ko')), '..', 'dict');
    const mecab = await MeCab.create({ engine: 'ko', dictPath });
    const keep = (morpheme: string) => morpheme.length > 0 && !LIGHT_STEMS.has(morpheme);
    return createAnalyzer('kuromoji-ko (mecab-ko-dic)', (word) => {
      const stems: string[] = [];
      const parts: string[] = [];
      for (const token of mecab.parse(word)) {
        const morphemes = (token.expression ?? []).filter((part) => CONTENT.has(part.pos) && !JAMO.test(part.morpheme)).map((part) => normalize(part.morpheme));
        const content = CONTENT.has(token.pos[0] ?? '');
        if (token.type === 'Compound') {
          if (content) stems.push(normalize(token.surface));
          parts.push(...morphemes);
        } else if (morphemes.length > 0) stems.push(...morphemes);
        else if (content) stems.push(normalize(token.surface));
      }
      return { stems: stems.filter(keep), parts: parts.filter(keep) };
    });
  })();
  return loading;
}
