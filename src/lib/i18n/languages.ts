/** The interface languages: Korean by default, English as the fallback (docs/product.md sections 4 and 9). */
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

/** The query parameter a shared link carries its sharer's language in (`/s/{token}?lang=en`). */
export const LINK_LANGUAGE_PARAMETER = 'lang';

/** The language an address asks for (`?lang=en`), or undefined when it asks for none (or an unknown one). */
export function linkLanguage(search: string | undefined = globalThis.location?.search): Language | undefined {
  const asked = new URLSearchParams(search ?? '').get(LINK_LANGUAGE_PARAMETER);
  return isLanguage(asked) ? asked : undefined;
}

/**
 * The language a page starts in: the visitor's own choice first (stored), else the one the address asks for
 * (a shared link carries its sharer's), else Korean (docs/product.md section 4).
 */
export function startLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  search: string | undefined = globalThis.location?.search,
): Language {
  return readStoredLanguage(storage) ?? linkLanguage(search) ?? defaultLanguage;
}

/** The first interface language among a browser's preferred ones (`navigator.languages`: `en-US` -> en). */
export function preferredLanguage(preferred: readonly string[] | undefined): Language | undefined {
  for (const tag of preferred ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return undefined;
}
