/** Hangul syllable arithmetic (Unicode: 가 U+AC00 .. 힣 U+D7A3, 19 initials x 21 medials x 28 finals). */

const SYLLABLE_BASE = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const MEDIALS_TIMES_FINALS = 21 * 28;
const FINALS = 28;

/** Compatibility jamo of the 19 initial consonants, in syllable order. */
export const INITIALS = ['ㄱ', 'ㄲ', 'ㄴ', 'ㄷ', 'ㄸ', 'ㄹ', 'ㅁ', 'ㅂ', 'ㅃ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅉ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ'];

/** Finals (index 1..27) that are a single consonant usable as the next syllable's initial. */
const FINAL_AS_INITIAL: Record<number, string> = {
  1: 'ㄱ',
  2: 'ㄲ',
  4: 'ㄴ',
  7: 'ㄷ',
  8: 'ㄹ',
  16: 'ㅁ',
  17: 'ㅂ',
  19: 'ㅅ',
  20: 'ㅆ',
  21: 'ㅇ',
  22: 'ㅈ',
  23: 'ㅊ',
  24: 'ㅋ',
  25: 'ㅌ',
  26: 'ㅍ',
  27: 'ㅎ',
};

export function isSyllable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code >= SYLLABLE_BASE && code <= SYLLABLE_LAST;
}

export function isInitialJamo(char: string): boolean {
  return INITIALS.includes(char);
}

export function decompose(char: string): { initial: number; medial: number; final: number } | undefined {
  if (!isSyllable(char)) return undefined;
  const index = char.codePointAt(0)! - SYLLABLE_BASE;
  return { initial: Math.floor(index / MEDIALS_TIMES_FINALS), medial: Math.floor((index % MEDIALS_TIMES_FINALS) / FINALS), final: index % FINALS };
}

const compose = (initial: number, medial: number, final: number) => String.fromCodePoint(SYLLABLE_BASE + initial * MEDIALS_TIMES_FINALS + medial * FINALS + final);

/** The initial consonants of a text: "영화 음악" -> "ㅇㅎ ㅇㅇ"; other characters stay as they are. */
export function initialsOf(text: string): string {
  let out = '';
  for (const char of text) {
    const parts = decompose(char);
    out += parts ? INITIALS[parts.initial] : char;
  }
  return out;
}

/** A regex character class for every syllable that starts with the given initial jamo (and the jamo itself). */
export function syllablesWithInitial(jamo: string): string {
  const initial = INITIALS.indexOf(jamo);
  return `[${jamo}${compose(initial, 0, 0)}-${compose(initial, 20, 27)}]`;
}

/** A regex character class for the syllables sharing initial and medial (any final): 여 -> 여..옇. */
export function syllablesWithoutFinal(initial: number, medial: number): string {
  return `[${compose(initial, medial, 0)}-${compose(initial, medial, 27)}]`;
}

/** The syllable without its final, and the final as the next initial (갑 -> 가 + ㅂ), when that split exists. */
export function splitFinal(char: string): { head: string; nextInitial: string } | undefined {
  const parts = decompose(char);
  if (!parts || parts.final === 0) return undefined;
  const nextInitial = FINAL_AS_INITIAL[parts.final];
  return nextInitial ? { head: compose(parts.initial, parts.medial, 0), nextInitial } : undefined;
}
