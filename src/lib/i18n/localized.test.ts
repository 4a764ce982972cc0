import { describe, expect, it } from 'vitest';
import { dataLanguage, localizedText, otherLanguage, secondaryText } from './localized';

describe('bilingual texts', () => {
  const name = { ko: '한도윤', en: 'Doyun Han' };

  it('shows the current language and falls back to the other one when it is empty', () => {
    expect(localizedText(name, 'ko')).toBe('한도윤');
    expect(localizedText(name, 'en')).toBe('Doyun Han');
    expect(localizedText({ ko: '한도윤', en: ' ' }, 'en')).toBe('한도윤');
    expect(localizedText({ ko: '', en: 'Doyun Han' }, 'ko')).toBe('Doyun Han');
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
    expect(otherLanguage('ko')).toBe('en');
  });
});
