import { describe, expect, it } from 'vitest';
import { musicianListPath } from './fromList';
import { initials } from './initials';
import { dataLanguage, localized, secondaryText } from './localized';

describe('bilingual texts', () => {
  const name = { ko: '한도윤', en: 'Doyun Han' };

  it('shows the current language and falls back to the other one when it is empty', () => {
    expect(localized(name, 'ko')).toBe('한도윤');
    expect(localized(name, 'en')).toBe('Doyun Han');
    expect(localized({ ko: '한도윤', en: ' ' }, 'en')).toBe('한도윤');
    expect(localized({ ko: '', en: 'Doyun Han' }, 'ko')).toBe('Doyun Han');
  });

  it('gives the other language as a second line, but never the same text twice', () => {
    expect(secondaryText(name, 'ko')).toBe('Doyun Han');
    expect(secondaryText(name, 'en')).toBe('한도윤');
    expect(secondaryText({ ko: '', en: 'Doyun Han' }, 'ko')).toBeUndefined();
    expect(secondaryText({ ko: 'MOON', en: 'MOON' }, 'en')).toBeUndefined();
  });

  it('reads the interface language, Korean unless it is English', () => {
    expect(dataLanguage('en')).toBe('en');
    expect(dataLanguage('ko')).toBe('ko');
    expect(dataLanguage('fr')).toBe('ko');
    expect(dataLanguage(undefined)).toBe('ko');
  });
});

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
