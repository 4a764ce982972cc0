import { describe, expect, it } from 'vitest';
import { shortlistNameProblem } from './shortlistName';

describe('a new shortlist name', () => {
  it('is required (spaces only count as nothing) and at most 60 characters, Hangul counted as characters', () => {
    expect(shortlistNameProblem('')).toBe('required');
    expect(shortlistNameProblem('   ')).toBe('required');
    expect(shortlistNameProblem('오프닝 후보')).toBeUndefined();
    expect(shortlistNameProblem('가'.repeat(60))).toBeUndefined();
    expect(shortlistNameProblem(` ${'a'.repeat(60)} `)).toBeUndefined();
    expect(shortlistNameProblem('가'.repeat(61))).toBe('tooLong');
  });
});
