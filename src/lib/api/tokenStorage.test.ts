import { describe, expect, it } from 'vitest';
import { isUsableToken, readAccessToken } from './tokenStorage';

describe('isUsableToken', () => {
  it.each([
    ['a.b.c', true],
    ['eyJhbGciOi', true],
    ['', false],
    ['   ', false],
    ['null', false],
    ['undefined', false],
    [null, false],
    [undefined, false],
  ])('%j is usable: %s', (value, usable) => {
    expect(isUsableToken(value)).toBe(usable);
  });
});

describe('readAccessToken', () => {
  const storageWith = (value: string | null) => ({ getItem: () => value });

  it('returns a usable stored token', () => {
    expect(readAccessToken(storageWith('token-1'))).toBe('token-1');
  });

  it('ignores the text null, the text undefined and missing storage', () => {
    expect(readAccessToken(storageWith('null'))).toBeUndefined();
    expect(readAccessToken(storageWith('undefined'))).toBeUndefined();
    expect(readAccessToken(undefined)).toBeUndefined();
  });

  it('treats a storage that throws as empty', () => {
    const throwing = {
      getItem: (): string | null => {
        throw new Error('denied');
      },
    };
    expect(readAccessToken(throwing)).toBeUndefined();
  });
});
