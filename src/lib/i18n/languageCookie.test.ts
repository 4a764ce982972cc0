import { describe, expect, it } from 'vitest';
import { languageCookie, writeLanguageCookie } from './languageCookie';

describe('the language cookie', () => {
  it('is cue-lang for the whole site, a year, SameSite=Lax', () => {
    expect(languageCookie('en')).toBe('cue-lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('is written to the document, and a document refusing cookies is no failure', () => {
    const doc = { cookie: '' };
    writeLanguageCookie('ko', doc);
    expect(doc.cookie).toBe(languageCookie('ko'));
    const refusing = Object.defineProperty({}, 'cookie', {
      set: () => {
        throw new Error('sandboxed');
      },
    }) as Pick<Document, 'cookie'>;
    expect(() => writeLanguageCookie('en', refusing)).not.toThrow();
  });
});
