import { describe, expect, it } from 'vitest';
import { isRefinement, listSearchParams, normalizeFilter, readListQuery } from './listQuery';

const read = (search: string) => readListQuery(new URLSearchParams(search));

describe('the musician list address', () => {
  it('reads page, size and filter, and falls back to page 1, 12 per page and no filter', () => {
    expect(read('')).toEqual({ page: 1, size: 12, q: '' });
    expect(read('?page=3&size=24&q=%20%ED%95%9C%20')).toEqual({ page: 3, size: 24, q: '한' });
    expect(read('?page=0&size=13')).toEqual({ page: 1, size: 12, q: '' });
    expect(read('?page=-2')).toMatchObject({ page: 1 });
    expect(read('?page=2.5')).toMatchObject({ page: 1 });
    expect(read('?page=abc')).toMatchObject({ page: 1 });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(listSearchParams({ page: 1, size: 12, q: '' }).toString()).toBe('');
    const query = { page: 2, size: 24, q: 'Doyun Han' } as const;
    const written = listSearchParams(query);
    expect(written.toString()).toBe('q=Doyun+Han&page=2&size=24');
    expect(readListQuery(written)).toEqual(query);
  });

  it('trims the filter, makes inner blanks one and keeps at most 100 characters', () => {
    expect(normalizeFilter('  한   도윤 ')).toBe('한 도윤');
    expect(normalizeFilter('가'.repeat(150))).toHaveLength(100);
  });
});

describe('filter history', () => {
  it('treats typing or deleting letters as a refinement, and starting or clearing a filter as a new search', () => {
    expect(isRefinement('김', '김서')).toBe(true);
    expect(isRefinement('김서', '김')).toBe(true);
    expect(isRefinement('', '김')).toBe(false);
    expect(isRefinement('김', '')).toBe(false);
    expect(isRefinement('김', '한')).toBe(false);
  });
});
