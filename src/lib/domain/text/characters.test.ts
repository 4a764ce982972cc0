import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters, withoutInvisibleCharacters } from './characters';

const named = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every class the rule names, one or more code points each. */
const invisibles = {
  'C0 controls (NUL, BEL, ESC, DEL)': [0x00, 0x07, 0x1b, 0x7f],
  'C1 controls (NEL, CSI)': [0x85, 0x9b],
  'zero-width space, non-joiner, joiner, word joiner, BOM': [0x200b, 0x200c, 0x200d, 0x2060, 0xfeff],
  'bidi marks': [0x200e, 0x200f, 0x061c],
  'bidi embeddings and overrides': [0x202a, 0x202b, 0x202c, 0x202d, 0x202e],
  'bidi isolates': [0x2066, 0x2067, 0x2068, 0x2069],
  'variation selectors': [0xfe00, 0xfe0f, 0xe0100],
  'combining grapheme joiner': [0x034f],
  'Hangul fillers': [0x115f, 0x1160, 0x3164, 0xffa0],
  'other default ignorables (soft hyphen, Mongolian vowel separator, tag)': [0x00ad, 0x180e, 0xe0001],
  'line and paragraph separators': [0x2028, 0x2029],
};

describe('invisible characters', () => {
  for (const [name, codePoints] of Object.entries(invisibles)) {
    for (const codePoint of codePoints) {
      it(`finds and removes ${name}: ${named(codePoint)}`, () => {
        const text = `한도${String.fromCodePoint(codePoint)}윤`;
        expect(hasInvisibleCharacters(text)).toBe(true);
        expect(hasInvisibleCharacters(text, 'multiline')).toBe(true);
        expect(withoutInvisibleCharacters(text)).toBe('한도윤');
        expect(withoutInvisibleCharacters(text, 'multiline')).toBe('한도윤');
      });
    }
  }

  it('leaves visible letters, spaces, punctuation and emoji alone', () => {
    for (const text of ['한도윤', 'Do-yoon Han', 'Ｈａｎ', 'é', '🎬 OST', 'ㅎㅎ']) {
      expect(hasInvisibleCharacters(text)).toBe(false);
      expect(withoutInvisibleCharacters(text)).toBe(text);
    }
  });

  it('keeps newlines and tabs in multi-line texts only, and makes CR LF a newline', () => {
    expect(hasInvisibleCharacters('a\nb\tc', 'multiline')).toBe(false);
    expect(hasInvisibleCharacters('a\nb')).toBe(true);
    expect(withoutInvisibleCharacters('a\r\nb\rc\td', 'multiline')).toBe('a\nb\nc\td');
    expect(withoutInvisibleCharacters('a\r\nb\tc')).toBe('abc');
  });

  it('answers the same for repeated calls (no regex state carried over)', () => {
    expect([1, 2, 3].map(() => hasInvisibleCharacters('a\u200Bb'))).toEqual([true, true, true]);
  });
});
