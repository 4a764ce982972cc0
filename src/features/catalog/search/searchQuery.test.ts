import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, parseSearchQuery, searchParamsOf, searchRequestOf, withChange, type SearchQuery } from './searchQuery';

const parse = (search: string) => parseSearchQuery(new URLSearchParams(search));

describe('the search kept in the address', () => {
  it('reads every part of a shared search', () => {
    expect(parse('?q=%E3%84%B1%E3%85%81%E3%85%85&genre=3&keyword=4&keyword=1&sort=likes&page=2')).toEqual({
      q: 'ㄱㅁㅅ',
      genreId: 3,
      keywordIds: [4, 1],
      sound: {},
      sort: 'likes',
      page: 2,
    });
  });

  it('ignores malformed values instead of guessing', () => {
    expect(parse('?genre=abc&keyword=0&keyword=-2&keyword=x&keyword=5&keyword=5&sort=oldest&page=0')).toEqual({
      ...DEFAULT_SEARCH,
      keywordIds: [5],
    });
    expect(parse('?genre=1.5&page=2e3&sort=')).toEqual(DEFAULT_SEARCH);
    expect(parse(`?q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes only what differs from the defaults', () => {
    expect(searchParamsOf(DEFAULT_SEARCH).toString()).toBe('');
    expect(searchParamsOf({ q: 'rain', genreId: 2, keywordIds: [7, 3], sound: {}, sort: 'plays', page: 3 }).toString()).toBe(
      'q=rain&genre=2&keyword=7&keyword=3&sort=plays&page=3',
    );
    expect(searchParamsOf({ ...DEFAULT_SEARCH, q: '   ' }).toString()).toBe('');
  });

  it('survives a round trip through the address', () => {
    const query = fc.record<SearchQuery>({
      q: fc.string({ maxLength: 100 }).filter((text) => text.trim() !== ''),
      genreId: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
      keywordIds: fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 5 }),
      sound: fc.record(
        {
          tempo: fc.constantFrom({ min: 70, max: 90 }, { min: 130 }, { max: 70 }),
          length: fc.constantFrom({ min: 30, max: 60 }, { max: 30 }),
          tonic: fc.integer({ min: 0, max: 11 }),
          mode: fc.constantFrom('major' as const, 'minor' as const),
        },
        { requiredKeys: [] },
      ),
      sort: fc.constantFrom('relevance', 'newest', 'likes', 'plays', 'slowest', 'fastest', 'shortest', 'longest'),
      page: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(query, (search) => {
        expect(parseSearchQuery(new URLSearchParams(searchParamsOf(search).toString()))).toEqual(search);
      }),
    );
  });

  it('orders by relevance by default with a query and by newest without one; the address keeps another choice', () => {
    expect(parse('?q=rain').sort).toBe('relevance');
    expect(parse('').sort).toBe('newest');
    expect(parse('?sort=relevance').sort).toBe('newest');
    expect(parse('?q=rain&sort=newest').sort).toBe('newest');
    expect(searchParamsOf({ ...DEFAULT_SEARCH, q: 'rain', sort: 'relevance' }).toString()).toBe('q=rain');
    expect(searchParamsOf({ ...DEFAULT_SEARCH, q: 'rain', sort: 'newest' }).toString()).toBe('q=rain&sort=newest');
  });

  it('lets a default order follow the text, and keeps a chosen one', () => {
    expect(withChange(DEFAULT_SEARCH, { q: 'rain' }).sort).toBe('relevance');
    expect(withChange({ ...DEFAULT_SEARCH, q: 'rain', sort: 'relevance' }, { q: '' }).sort).toBe('newest');
    expect(withChange({ ...DEFAULT_SEARCH, sort: 'likes' }, { q: 'rain' }).sort).toBe('likes');
    expect(withChange({ ...DEFAULT_SEARCH, q: 'rain', sort: 'newest' }, { q: 'snow' }).sort).toBe('newest');
  });

  it('goes back to page 1 when anything but the page changes', () => {
    const onPage4: SearchQuery = { ...DEFAULT_SEARCH, q: 'rain', page: 4 };
    expect(withChange(onPage4, { genreId: 2 })).toEqual({ ...onPage4, genreId: 2, page: 1 });
    expect(withChange(onPage4, { sort: 'likes' }).page).toBe(1);
  });

  it('asks the provider for 20 tracks per page with the trimmed text', () => {
    expect(searchRequestOf({ q: ' 비 ', genreId: 2, keywordIds: [1, 2], sound: {}, sort: 'likes', page: 2 })).toEqual({
      q: '비',
      genreId: 2,
      keywordId: [1, 2],
      sort: 'likes',
      page: 2,
      size: 20,
    });
    expect(searchRequestOf(DEFAULT_SEARCH)).toEqual({ sort: 'newest', page: 1, size: 20 });
  });

  it('keeps the sound filters in the address under the names the provider reads', () => {
    const search = parse('?tempoMin=70&tempoMax=90&lengthMax=30&tonic=9&mode=minor&sort=slowest');
    expect(search.sound).toEqual({ tempo: { min: 70, max: 90 }, length: { max: 30 }, tonic: 9, mode: 'minor' });
    expect(search.sort).toBe('slowest');
    expect(searchRequestOf(search)).toMatchObject({ tempoMin: 70, tempoMax: 90, lengthMax: 30, tonic: 9, mode: 'minor', sort: 'slowest' });
    expect(searchParamsOf(search).toString()).toBe('tempoMin=70&tempoMax=90&lengthMax=30&tonic=9&mode=minor&sort=slowest');
  });

  it('ignores sound filters out of range and keeps the lower end of a range upside down', () => {
    expect(parse('?tempoMin=5&tempoMax=999&lengthMin=-3&tonic=12&mode=dorian').sound).toEqual({});
    expect(parse('?tempoMin=120&tempoMax=90').sound).toEqual({ tempo: { min: 120 } });
  });
});
