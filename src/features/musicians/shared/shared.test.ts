import { describe, expect, it } from 'vitest';
import { cameFromInsideApp, musicianListPath } from './fromList';
import { initials } from './initials';

describe('photo placeholder initials', () => {
  it('takes the first letters of the first and last words, or the first letter of one word', () => {
    expect(initials('Doyun Han')).toBe('DH');
    expect(initials('ara de la kim')).toBe('AK');
    expect(initials('한도윤')).toBe('한');
    expect(initials('  ')).toBe('');
  });
});

describe('the way back to the list', () => {
  it('returns to the page and filter the musician was opened from, and ignores anything else', () => {
    expect(musicianListPath({ listSearch: '?page=2&q=%EA%B9%80' })).toBe('/musician-list?page=2&q=%EA%B9%80');
    expect(musicianListPath({ listSearch: '' })).toBe('/musician-list');
    expect(musicianListPath({ listSearch: '//evil.test' })).toBe('/musician-list');
    expect(musicianListPath(null)).toBe('/musician-list');
    expect(musicianListPath('?page=2')).toBe('/musician-list');
  });
});

describe('whether the user came from another page of the app', () => {
  it('reads the history entry number the router keeps', () => {
    expect(cameFromInsideApp({ idx: 2, key: 'a', usr: null })).toBe(true);
    expect(cameFromInsideApp({ idx: 0, key: 'default', usr: null })).toBe(false);
    expect(cameFromInsideApp(null)).toBe(false);
    expect(cameFromInsideApp({ idx: '3' })).toBe(false);
  });
});
