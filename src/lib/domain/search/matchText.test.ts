import { describe, expect, it } from 'vitest';
import { initialsOf } from './hangul';
import { compileQuery, matchesAll } from './matchText';

const matches = (query: string, ...texts: string[]) => matchesAll(compileQuery(query), texts);

describe('Hangul-aware text matching', () => {
  it('extracts initial consonants', () => {
    expect(initialsOf('그림자 속 산책')).toBe('ㄱㄹㅈ ㅅ ㅅㅊ');
  });

  it('matches a query of initial consonants against the start of words', () => {
    expect(matches('ㄱㄹㅈ', '그림자 속 산책')).toBe(true);
    expect(matches('ㅅㅊ', '그림자 속 산책')).toBe(true);
    expect(matches('ㅎㄱ', '그림자 속 산책')).toBe(false);
  });

  it('matches an incomplete last syllable as a prefix', () => {
    expect(matches('영ㅎ', '영화 음악')).toBe(true);
    expect(matches('여', '영화 음악')).toBe(true);
    expect(matches('갑', '가방')).toBe(true);
    expect(matches('감', '가방')).toBe(false);
  });

  it('requires every term and is case-insensitive across languages', () => {
    expect(matches('chase 새벽', 'Chase at Dawn', '새벽의 추격')).toBe(true);
    expect(matches('CHASE 저녁', 'Chase at Dawn', '새벽의 추격')).toBe(false);
  });

  it('treats regex characters literally', () => {
    expect(matches('a.b', 'axb')).toBe(false);
    expect(matches('(', 'a (b)')).toBe(true);
  });
});
