import { decompose } from '../../src/lib/domain/search/hangul';

/** Small Korean-language helpers for the seed: particles after a word, romanised names. */

/** The last Hangul syllable of a text, ignoring closing brackets, quotes and spaces. */
function lastSyllable(text: string) {
  const chars = [...text.replace(/[\s〉》」』)"'’”.,!?]+$/u, '')];
  return decompose(chars.at(-1) ?? '');
}

/**
 * Appends the particle that fits the word's last sound: `withParticle('음악', '을', '를')` = '음악을'.
 * For 으로/로 a final ㄹ takes 로. Words not ending in Hangul take the second form after a vowel-like guess.
 */
export function withParticle(word: string, afterConsonant: string, afterVowel: string): string {
  return `${word}${particle(word, afterConsonant, afterVowel)}`;
}

/** Just the particle: `particle('〈바람의 언덕〉', '과', '와')` = '과'. */
export function particle(word: string, afterConsonant: string, afterVowel: string): string {
  const syllable = lastSyllable(word);
  if (!syllable || syllable.final === 0) return afterVowel;
  if (afterConsonant === '으로' && syllable.final === 8) return afterVowel;
  return afterConsonant;
}

const INITIALS = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h'];
const MEDIALS = ['a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'eu', 'ui', 'i'];
const FINALS = ['', 'k', 'k', 'k', 'n', 'n', 'n', 't', 'l', 'k', 'm', 'l', 'l', 'l', 'p', 'l', 'm', 'p', 'p', 't', 't', 'ng', 't', 't', 'k', 't', 'p', 't'];

/** Revised Romanisation, syllable by syllable (no sound-change rules): '서연' -> 'Seoyeon'. */
export function romanize(text: string): string {
  let out = '';
  let previousFinal = 0;
  for (const char of text) {
    const parts = decompose(char);
    if (!parts) {
      out += char;
      previousFinal = 0;
      continue;
    }
    let initial = INITIALS[parts.initial]!;
    // ㄹ after a final ㄹ reads l; at a word start r.
    if (parts.initial === 5 && previousFinal === 8) initial = 'l';
    out += initial + MEDIALS[parts.medial]! + FINALS[parts.final]!;
    previousFinal = parts.final;
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/** How common surnames are usually written in passports and credits. */
const SURNAMES: Record<string, string> = {
  김: 'Kim',
  이: 'Lee',
  박: 'Park',
  최: 'Choi',
  정: 'Jung',
  강: 'Kang',
  조: 'Cho',
  윤: 'Yoon',
  장: 'Jang',
  임: 'Lim',
  한: 'Han',
  오: 'Oh',
  서: 'Seo',
  신: 'Shin',
  권: 'Kwon',
  황: 'Hwang',
  안: 'Ahn',
  송: 'Song',
  류: 'Ryu',
  전: 'Jeon',
  홍: 'Hong',
  고: 'Ko',
  문: 'Moon',
  양: 'Yang',
  손: 'Son',
  배: 'Bae',
  백: 'Baek',
  허: 'Heo',
  유: 'Yoo',
  남: 'Nam',
  심: 'Shim',
  노: 'Noh',
  하: 'Ha',
  곽: 'Kwak',
  성: 'Sung',
  차: 'Cha',
  주: 'Joo',
  우: 'Woo',
  구: 'Koo',
  민: 'Min',
  진: 'Jin',
  나: 'Na',
  지: 'Ji',
  엄: 'Eom',
  채: 'Chae',
  원: 'Won',
  천: 'Cheon',
  방: 'Bang',
  공: 'Kong',
  현: 'Hyun',
};

/** Surnames with their approximate share, for a believable mix. */
export const WEIGHTED_SURNAMES = Object.keys(SURNAMES).map((value, index) => ({
  value,
  weight: [210, 147, 84, 47, 43, 23, 21, 21, 20, 17][index] ?? 8,
}));

export const romanizeSurname = (surname: string) => SURNAMES[surname] ?? romanize(surname);
