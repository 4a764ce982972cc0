import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, isLanguage, languages, LANGUAGE_STORAGE_KEY, readStoredLanguage, startLanguage, type Language } from './languages';
import { writeLanguageCookie } from './languageCookie';
import { localeBackend } from './localeBackend';
import { defaultNamespace, fallbackNamespace, startupNamespaces, type Namespace } from './namespaces';

/** Translation loads are retried 5 times, starting at 350 ms and doubling (docs/product.md section 9). */
export const TRANSLATION_RETRIES = 5;
export const TRANSLATION_RETRY_START_MS = 350;

/** Keeps the choice in localStorage, in the `cue-lang` cookie (the server's first byte) and in `<html lang>`. */
function rememberLanguage(language: string): void {
  document.documentElement.lang = language;
  if (isLanguage(language)) writeLanguageCookie(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota); the language still applies to this page.
  }
}

/**
 * Starts i18next with the given language, else the saved one, else the address's (`?lang=`, a shared link's),
 * else Korean; resolves once the given
 * namespaces (the shell's, by default) are loaded in it and in the fallback language.
 */
export async function initI18n(initialNamespaces: readonly Namespace[] = startupNamespaces, language?: Language): Promise<typeof i18next> {
  const storedLanguage = readStoredLanguage();
  const firstLanguage = language ?? startLanguage();
  document.documentElement.lang = firstLanguage;
  // The cookie follows the stored choice from the first start on (a choice made before the cookie existed too).
  if (storedLanguage) writeLanguageCookie(storedLanguage);
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: firstLanguage,
      fallbackLng: fallbackLanguage,
      supportedLngs: [...languages],
      ns: [...initialNamespaces],
      defaultNS: defaultNamespace,
      fallbackNS: fallbackNamespace,
      maxRetries: TRANSLATION_RETRIES,
      retryTimeout: TRANSLATION_RETRY_START_MS,
      interpolation: { escapeValue: false },
    });
  // Only a change is written: starting never overwrites a choice stored meanwhile (another tab, a slow start).
  i18next.off('languageChanged', rememberLanguage);
  i18next.on('languageChanged', rememberLanguage);
  return i18next;
}

/** Loads namespaces ahead of a page that needs them (in the language and its fallback); never rejects. */
export function loadNamespaces(needed: readonly Namespace[]): Promise<void> {
  return i18next.loadNamespaces([...needed]).catch(() => undefined);
}

/** Switches the interface language at once, without a reload. */
export function changeLanguage(language: Language): Promise<unknown> {
  return i18next.changeLanguage(language);
}
