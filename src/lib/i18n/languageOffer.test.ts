import { describe, expect, it } from 'vitest';
import { LANGUAGE_OFFER_DISMISSED_KEY, languageToOffer } from './languageOffer';
import { linkLanguage, preferredLanguage, startLanguage } from './languages';

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe('startLanguage', () => {
  it("takes the stored choice first, then the link's ?lang=, then Korean", () => {
    expect(startLanguage(storage({ language: 'ko' }), '?lang=en')).toBe('ko');
    expect(startLanguage(storage({}), '?lang=en')).toBe('en');
    expect(startLanguage(storage({}), '?lang=fr')).toBe('ko');
    expect(startLanguage(storage({}), '')).toBe('ko');
  });

  it('reads only ko and en from an address', () => {
    expect(linkLanguage('?x=1&lang=ko')).toBe('ko');
    expect(linkLanguage('?lang=EN')).toBeUndefined();
  });
});

describe('languageToOffer', () => {
  it("offers a first visit the browser's preferred language when the page is in the other", () => {
    expect(preferredLanguage(['en-US', 'ko'])).toBe('en');
    expect(languageToOffer({ current: 'ko', preferred: ['en-US', 'en'], storage: storage({}) })).toBe('en');
    expect(languageToOffer({ current: 'ko', preferred: ['fr-FR', 'en'], storage: storage({}) })).toBe('en');
  });

  it('offers nothing to a visitor who chose a language or declined, nor when the page is already in it', () => {
    expect(languageToOffer({ current: 'ko', preferred: ['en-US'], storage: storage({ language: 'ko' }) })).toBeUndefined();
    expect(languageToOffer({ current: 'ko', preferred: ['en-US'], storage: storage({ [LANGUAGE_OFFER_DISMISSED_KEY]: '1' }) })).toBeUndefined();
    expect(languageToOffer({ current: 'en', preferred: ['en-US'], storage: storage({}) })).toBeUndefined();
    expect(languageToOffer({ current: 'ko', preferred: ['ko-KR'], storage: storage({}) })).toBeUndefined();
    expect(languageToOffer({ current: 'ko', preferred: ['fr-FR'], storage: storage({}) })).toBeUndefined();
  });
});
