import { describe, expect, it } from 'vitest';
import { cleanedText, hasRefusedCharacters, normalizedText } from './normalize';

describe('normalizedText', () => {
  it('composes (NFC) and trims: a decomposed 한도윤 is 한도윤', () => {
    const decomposed = '한도윤'.normalize('NFD');
    expect(decomposed).not.toBe('한도윤');
    expect(normalizedText(` ${decomposed} `)).toBe('한도윤');
    expect(normalizedText('Cafe\u0301')).toBe('Café');
  });

  it('keeps compatibility forms (full-width stays full-width)', () => {
    expect(normalizedText('ＡＢ')).toBe('ＡＢ');
  });
});

describe('cleanedText', () => {
  it('removes invisibles, then composes and trims', () => {
    expect(cleanedText('\u200B 목록\u0000\u0007\u001B 이름 \u3164')).toBe('목록 이름');
    expect(cleanedText('ㄷ\u034F'.normalize('NFD'))).toBe('ㄷ');
  });

  it('leaves nothing of a text made only of invisibles', () => {
    expect(cleanedText('\u200B\u200B')).toBe('');
    expect(cleanedText('\u3164')).toBe('');
    expect(cleanedText('\u115F\u1160\uFFA0')).toBe('');
  });

  it('keeps the lines of a multi-line text', () => {
    expect(cleanedText('첫 줄\u0000\r\n\t둘째 줄\u202E', 'multiline')).toBe('첫 줄\n\t둘째 줄');
  });
});

describe('hasRefusedCharacters', () => {
  it('refuses names with any invisible character, newlines and tabs included', () => {
    expect(hasRefusedCharacters('한도윤')).toBe(false);
    expect(hasRefusedCharacters('한도윤'.normalize('NFD'))).toBe(false);
    for (const added of ['\u200B', '\u200D', '\u202E', '\u3164', '\uFE0F', '\u034F', '\n', '\t', '\u0000']) {
      expect(hasRefusedCharacters(`한도윤${added}`)).toBe(true);
    }
  });
});
