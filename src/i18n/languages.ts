/** The interface languages: Korean by default, English as the fallback (spec sections 4 and 9). */
export const languages = ['ko', 'en'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'ko';
export const fallbackLanguage: Language = 'en';

/** localStorage key holding the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The saved language, or undefined when none (or an unknown one) is saved or storage is unavailable. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Language | undefined {
  try {
    const saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}
