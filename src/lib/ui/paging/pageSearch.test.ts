import { describe, expect, it } from 'vitest';
import { pageSearch, readPage } from './pageSearch';

describe('the page kept in the address', () => {
  it.each([
    ['', 1],
    ['?page=2', 2],
    ['?page=10', 10],
    ['?page=0', 1],
    ['?page=-3', 1],
    ['?page=abc', 1],
    ['?page=1.5', 1],
    ['?page=007', 1],
  ])('%s reads as page %i', (search, page) => {
    expect(readPage(new URLSearchParams(search))).toBe(page);
  });

  it('writes pages after the first into ?page= and keeps the other parameters', () => {
    expect(pageSearch(new URLSearchParams(''), 2)).toBe('?page=2');
    expect(pageSearch(new URLSearchParams('page=3&q=x'), 4)).toBe('?page=4&q=x');
    expect(pageSearch(new URLSearchParams('q=x&keyword=1&keyword=2'), 3)).toBe('?q=x&keyword=1&keyword=2&page=3');
  });

  it('leaves page 1 out of the address', () => {
    expect(pageSearch(new URLSearchParams('page=2'), 1)).toBe('');
    expect(pageSearch(new URLSearchParams('page=2&q=x'), 1)).toBe('?q=x');
  });
});
