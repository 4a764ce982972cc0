import { describe, expect, it } from 'vitest';
import type { Keyword } from '../../lib/api/generated/types.gen';
import { keywordOptions } from './keywordOptions';

const keyword = (keywordId: number, ko: string, en: string): Keyword => ({ keywordId, label: { ko, en } });
const keywords = [keyword(1, '긴장감', 'Tension'), keyword(2, '서정적인', 'Lyrical'), keyword(3, '몽환적인', 'Dreamy'), keyword(4, '가벼운', 'Light')];
const ids = (found: Keyword[]) => found.map((candidate) => candidate.keywordId);

describe('keywordOptions', () => {
  it('keeps every keyword for an empty query, in the page language order', () => {
    expect(ids(keywordOptions(keywords, '', 'ko'))).toEqual([4, 1, 3, 2]);
    expect(ids(keywordOptions(keywords, '  ', 'en'))).toEqual([3, 4, 2, 1]);
  });

  it('finds a keyword by its Korean or its English label, whatever the page language and the case', () => {
    expect(ids(keywordOptions(keywords, '서정', 'en'))).toEqual([2]);
    expect(ids(keywordOptions(keywords, 'tENs', 'ko'))).toEqual([1]);
    expect(ids(keywordOptions(keywords, '적인', 'ko'))).toEqual([3, 2]);
  });

  it('finds nothing when no label contains the query', () => {
    expect(keywordOptions(keywords, 'thriller', 'en')).toEqual([]);
  });
});
