import { describe, expect, it } from 'vitest';
import { pastedValue } from './limitedPaste';

describe('a paste into a field limited to 10 characters', () => {
  it('fits: the field holds it, nothing is cut', () => {
    expect(pastedValue('', 0, 0, '하늘빛', 10)).toEqual({ value: '하늘빛', cut: false });
    expect(pastedValue('큐커넥트', 4, 4, '음악', 10)).toEqual({ value: '큐커넥트음악', cut: false });
  });

  it('does not fit: the end of the pasted text is dropped and the cut is told', () => {
    expect(pastedValue('', 0, 0, '영화음악작곡가친구들이', 10)).toEqual({ value: '영화음악작곡가친구들', cut: true });
    expect(pastedValue('', 0, 0, 'filmcomposer', 10)).toEqual({ value: 'filmcompos', cut: true });
  });

  it('replaces the selection and keeps the text after the caret', () => {
    expect(pastedValue('abcdef', 1, 3, 'XYZ', 10)).toEqual({ value: 'aXYZdef', cut: false });
    expect(pastedValue('abcdefgh', 0, 0, 'XYZ', 10)).toEqual({ value: 'XYabcdefgh', cut: true });
  });

  it('counts characters as the rules do (an emoji is one)', () => {
    expect(pastedValue('', 0, 0, '🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬', 10)).toEqual({ value: '🎬'.repeat(10), cut: true });
  });
});
