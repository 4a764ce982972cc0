import { describe, expect, it } from 'vitest';
import { pageSearch } from './pageSearch';

describe('pageSearch', () => {
  it('keeps only what a live page reads: a parameter it ignores makes no other page', () => {
    expect(pageSearch('/musician-details/:musicianId', '?v=8f3a&utm_source=mail')).toBe('');
    expect(pageSearch('/', '?fbclid=x')).toBe('');
    expect(pageSearch('/s/:shareToken', '?ref=festival')).toBe('');
  });

  it('writes the musician list state one way: defaults left out, one order, the filter trimmed', () => {
    expect(pageSearch('/musician-list', '?size=12&page=1')).toBe('');
    expect(pageSearch('/musician-list', '?size=24&page=2&q=%20Kim%20%20Ji%20&x=1')).toBe('?q=Kim+Ji&page=2&size=24');
    expect(pageSearch('/musician-list', '?page=abc')).toBe('');
  });

  it('keeps a well-formed track link on every live page, and drops a malformed one', () => {
    expect(pageSearch('/musician-details/:musicianId', '?t=30&v=1&track=4')).toBe('?track=4&t=30');
    expect(pageSearch('/musician-list', '?track=4&page=3')).toBe('?page=3&track=4');
    expect(pageSearch('/', '?track=-1')).toBe('');
  });

  it('leaves the query of any other page as it is (the search page shows its query)', () => {
    expect(pageSearch('/search-details', '?q=strings&v=1')).toBe('?q=strings&v=1');
    expect(pageSearch(undefined, '?a=1')).toBe('?a=1');
  });
});
