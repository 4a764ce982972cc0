import { describe, expect, it } from 'vitest';
import { addressPieces } from './BreakableAddress';

describe('addressPieces', () => {
  it('breaks an email before its "@" only', () => {
    expect(addressPieces('contact.yunjin.moon@example.com')).toEqual(['contact.yunjin.moon', '@example.com']);
  });

  it('breaks a web address after "//" and before each path "/"', () => {
    expect(addressPieces('https://yunjin-moon.example.com/works/2025/')).toEqual(['https://', 'yunjin-moon.example.com', '/works', '/2025', '/']);
  });

  it('keeps anything else whole, and the pieces always join to the address', () => {
    for (const text of ['@doyun.han.score', 'plain', '', 'a//b/c@d']) expect(addressPieces(text).join('')).toBe(text);
    expect(addressPieces('plain')).toEqual(['plain']);
  });
});
