import { describe, expect, it } from 'vitest';
import { GAP, pageItems, pageSearch, readPage } from './pageQuery';

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
  });

  it('leaves page 1 out of the address', () => {
    expect(pageSearch(new URLSearchParams('page=2'), 1)).toBe('');
    expect(pageSearch(new URLSearchParams('page=2&q=x'), 1)).toBe('?q=x');
  });
});

describe('the page numbers a pager shows', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts a gap where several pages are left out, never for a single page', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, GAP, 10]);
    expect(pageItems(5, 10)).toEqual([1, GAP, 4, 5, 6, GAP, 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, GAP, 10]);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});
