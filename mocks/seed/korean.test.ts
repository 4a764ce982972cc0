import { describe, expect, it } from 'vitest';
import { particle, romanize, romanizeSurname, withParticle } from './korean';

describe('Korean helpers of the seed', () => {
  it('choose the particle by the last syllable, ignoring closing brackets', () => {
    expect(withParticle('음악', '을', '를')).toBe('음악을');
    expect(withParticle('피아노', '을', '를')).toBe('피아노를');
    expect(withParticle('첼로', '과', '와')).toBe('첼로와');
    expect(withParticle('가야금', '과', '와')).toBe('가야금과');
    expect(withParticle('하늘', '으로', '로')).toBe('하늘로');
    expect(withParticle('대금', '으로', '로')).toBe('대금으로');
    expect(particle('〈바람의 언덕〉', '과', '와')).toBe('과');
  });

  it('romanise names syllable by syllable, with the usual surname spellings', () => {
    expect(romanize('서연')).toBe('Seoyeon');
    expect(romanize('하늘')).toBe('Haneul');
    expect(romanize('별라')).toBe('Byeolla');
    expect(romanizeSurname('김')).toBe('Kim');
    expect(romanizeSurname('이')).toBe('Lee');
    expect(romanizeSurname('갈')).toBe('Gal');
  });
});
