import { describe, expect, it } from 'vitest';
import { sortByLabel } from './collate';

const items = [
  { id: 1, label: { ko: '스릴러', en: 'Thriller' } },
  { id: 2, label: { ko: '가요', en: 'Pop' } },
  { id: 3, label: { ko: '재즈', en: 'jazz' } },
  { id: 4, label: { ko: '앰비언트', en: 'Ambient' } },
];

describe('labels in the page language order', () => {
  it('orders Korean labels 가나다 and English labels A-Z ignoring case', () => {
    expect(sortByLabel(items, 'ko').map((item) => item.id)).toEqual([2, 1, 4, 3]);
    expect(sortByLabel(items, 'en').map((item) => item.id)).toEqual([4, 3, 2, 1]);
  });

  it('leaves the given list as it was', () => {
    const before = items.map((item) => item.id);
    sortByLabel(items, 'en');
    expect(items.map((item) => item.id)).toEqual(before);
  });
});
