import { describe, expect, it } from 'vitest';
import { GAP, pageItems } from './pageItems';

describe('the page numbers a pager shows', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and the neighbours of the current page, with a gap where several pages are left out', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, GAP, 10]);
    expect(pageItems(5, 10)).toEqual([1, GAP, 4, 5, 6, GAP, 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, GAP, 10]);
    expect(pageItems(10, 10)).toEqual([1, GAP, 9, 10]);
  });

  it('never puts a gap for a single page: that page is shown', () => {
    expect(pageItems(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows more neighbours with a wider radius', () => {
    expect(pageItems(6, 12, 2)).toEqual([1, GAP, 4, 5, 6, 7, 8, GAP, 12]);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});
