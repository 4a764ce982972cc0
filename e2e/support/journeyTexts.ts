import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type Resource, type TFunction } from 'i18next';
import { brand } from '../../src/lib/config/brand';
import type { Language } from '../../src/lib/i18n/languages';
import { namespaces } from '../../src/lib/i18n/namespaces';

/**
 * The texts a journey expects, read from the app's own translation files (`src/lib/i18n/locales/{ko,en}`) through
 * i18next, so plurals and interpolation come out as the app shows them and a copy change needs no edit here.
 * Keys are typed against the Korean files, as in the app: a key that does not exist fails the typecheck.
 */
export type JourneyTexts = TFunction<typeof namespaces>;

const LOCALES = join(import.meta.dirname, '../../src/lib/i18n/locales');

function resourcesOf(language: Language): Resource {
  const bundle = Object.fromEntries(namespaces.map((namespace) => [namespace, JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8'))]));
  return { [language]: bundle };
}

/** The app's `t` for one language (no fallback: a text missing in that language fails the journey). */
export function textsFor(language: Language): JourneyTexts {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    resources: resourcesOf(language),
    ns: [...namespaces],
    defaultNS: 'common',
    initAsync: false,
    // The app passes the wordmark as `brand` wherever a text names the product.
    interpolation: { escapeValue: false, defaultVariables: { brand: brand.wordmark } },
  });
  return i18n.getFixedT(language, namespaces);
}
