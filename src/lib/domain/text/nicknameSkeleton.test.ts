import { describe, expect, it } from 'vitest';
import { nicknameSkeleton } from './nicknameSkeleton';

const taken = nicknameSkeleton('한도윤');

describe('nicknameSkeleton', () => {
  it('is the same for the decomposed (NFD) and the composed Hangul', () => {
    expect(nicknameSkeleton('한도윤'.normalize('NFD'))).toBe(taken);
    expect(nicknameSkeleton('한도윤'.normalize('NFKD'))).toBe(taken);
  });

  it.each([
    ['U+200B zero-width space', '\u200B'],
    ['U+200D zero-width joiner', '\u200D'],
    ['U+202E right-to-left override', '\u202E'],
    ['U+3164 Hangul filler', '\u3164'],
    ['U+FFA0 half-width Hangul filler', '\uFFA0'],
    ['U+115F choseong filler', '\u115F'],
    ['U+1160 jungseong filler', '\u1160'],
    ['U+FE0F variation selector', '\uFE0F'],
    ['U+034F combining grapheme joiner', '\u034F'],
    ['U+2066 isolate', '\u2066'],
    ['NUL', '\u0000'],
  ])('ignores %s wherever it is added', (_name, added) => {
    expect(nicknameSkeleton(`${added}한도윤`)).toBe(taken);
    expect(nicknameSkeleton(`한${added}도윤`)).toBe(taken);
    expect(nicknameSkeleton(`한도윤${added}`)).toBe(taken);
  });

  it('folds full-width and compatibility forms', () => {
    expect(nicknameSkeleton('ＣＨＡＳＥ')).toBe(nicknameSkeleton('chase'));
    expect(nicknameSkeleton('ﬁlm')).toBe(nicknameSkeleton('film'));
    expect(nicknameSkeleton('①cue')).toBe(nicknameSkeleton('1cue'));
  });

  it('folds case, ß and the final sigma too', () => {
    expect(nicknameSkeleton('Cue Maker')).toBe(nicknameSkeleton('cue maker'));
    expect(nicknameSkeleton('STRASSE')).toBe(nicknameSkeleton('straße'));
    expect(nicknameSkeleton('ΟΣ')).toBe(nicknameSkeleton('ος'));
  });

  it('keeps different names apart', () => {
    expect(nicknameSkeleton('한도윤2')).not.toBe(taken);
    expect(nicknameSkeleton('한도')).not.toBe(taken);
    expect(nicknameSkeleton('cue maker')).not.toBe(nicknameSkeleton('cuemaker'));
  });
});
