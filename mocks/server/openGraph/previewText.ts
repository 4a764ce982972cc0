import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { fallbackLanguage, languages, type Language } from '../../../src/lib/i18n/languages';

/**
 * The translations of the link previews (the `pages` namespace's `linkPreview` keys, and the page titles), read
 * from the app's own locale files, so a preview says what the page says, in the page's language.
 */
const LOCALES = join(import.meta.dirname, '../../../src/lib/i18n/locales');

let instance: ReturnType<typeof createInstance> | undefined;

function i18n() {
  if (instance) return instance;
  const resources = Object.fromEntries(
    languages.map((language) => [language, { pages: JSON.parse(readFileSync(join(LOCALES, language, 'pages.json'), 'utf8')) as object }]),
  );
  instance = createInstance();
  void instance.init({ resources, lng: 'ko', fallbackLng: fallbackLanguage, ns: ['pages'], defaultNS: 'pages', initAsync: false, interpolation: { escapeValue: false } });
  return instance;
}

/** A translator of `pages` keys in `language`. */
export const previewT = (language: Language): TFunction<'pages'> => i18n().getFixedT<'pages'>(language, 'pages');
