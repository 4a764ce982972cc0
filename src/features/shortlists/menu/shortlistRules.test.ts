import { describe, expect, it } from 'vitest';
import { shortlistNameProblem } from './shortlistRules';

describe('a new shortlist name', () => {
  it('is required (spaces only count as nothing) and at most 60 characters, Hangul counted as characters', () => {
    expect(shortlistNameProblem('')).toBe('required');
    expect(shortlistNameProblem('   ')).toBe('required');
    expect(shortlistNameProblem('오프닝 후보')).toBeUndefined();
    expect(shortlistNameProblem('가'.repeat(60))).toBeUndefined();
    expect(shortlistNameProblem(` ${'a'.repeat(60)} `)).toBeUndefined();
    expect(shortlistNameProblem('가'.repeat(61))).toBe('tooLong');
  });

  it('counts invisible characters as nothing: a name of only U+200B or U+3164 is required (issue 26)', () => {
    expect(shortlistNameProblem('\u200B')).toBe('required');
    expect(shortlistNameProblem('\u3164\u3164')).toBe('required');
    expect(shortlistNameProblem('\u0000\u0007\u001B')).toBe('required');
  });
});
