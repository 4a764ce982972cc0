import { isLanguage, preferredLanguage, readStoredLanguage, type Language } from './languages';

/** localStorage key remembering that the visitor declined the offer of their browser's language. */
export const LANGUAGE_OFFER_DISMISSED_KEY = 'language-offer-dismissed';

export interface LanguageOfferPlace {
  /** The language the page is shown in. */
  current: string | undefined;
  /** The browser's preferred languages (`navigator.languages`). */
  preferred: readonly string[] | undefined;
  storage?: Pick<Storage, 'getItem'> | undefined;
}

/**
 * The language to offer a visitor, or undefined: only on a first visit (no language chosen, no offer declined),
 * when the browser prefers an interface language other than the one shown.
 */
export function languageToOffer({ current, preferred, storage = globalThis.localStorage }: LanguageOfferPlace): Language | undefined {
  if (readStoredLanguage(storage) !== undefined || offerDismissed(storage)) return undefined;
  const wanted = preferredLanguage(preferred);
  return wanted !== undefined && isLanguage(current) && wanted !== current ? wanted : undefined;
}

function offerDismissed(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return (storage?.getItem(LANGUAGE_OFFER_DISMISSED_KEY) ?? null) !== null;
  } catch {
    return false;
  }
}

/** Remembers that the visitor declined the offer (it is not made again). */
export function dismissLanguageOffer(storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(LANGUAGE_OFFER_DISMISSED_KEY, '1');
  } catch {
    // Storage can be unavailable; the offer is then hidden for this page only.
  }
}
