import { describe, expect, it } from 'vitest';
import { validatePhone } from './rules';
import { formatPhone, phoneDigitsFrom } from './phone';

describe('a phone number typed or pasted', () => {
  it.each([
    ['010-1234-5678', '01012345678'],
    ['010 1234 5678', '01012345678'],
    ['010.1234.5678', '01012345678'],
    [' 010-1234-5678 ', '01012345678'],
    ['01012345678', '01012345678'],
    ['+82 10-1234-5678', '01012345678'],
    ['+821012345678', '01012345678'],
    ['+82 (0)10 1234 5678', '01012345678'],
  ])('keeps every digit of %j', (typed, digits) => {
    expect(phoneDigitsFrom(typed)).toBe(digits);
    expect(validatePhone(phoneDigitsFrom(typed))).toBeUndefined();
  });

  it('drops separators before the 11-digit limit, then cuts what is left over', () => {
    expect(phoneDigitsFrom('010-1234-56789')).toBe('01012345678');
    expect(phoneDigitsFrom('010123456789')).toBe('01012345678');
  });

  it('keeps a number being typed as it is', () => {
    expect(phoneDigitsFrom('')).toBe('');
    expect(phoneDigitsFrom('010-')).toBe('010');
    expect(phoneDigitsFrom('+82')).toBe('');
    expect(phoneDigitsFrom('abc')).toBe('');
  });
});

describe('a phone number shown', () => {
  it('reads 11 digits as 3-4-4', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
  });

  it('shows anything else as stored', () => {
    expect(formatPhone('0101234567')).toBe('0101234567');
    expect(formatPhone('')).toBe('');
  });
});
