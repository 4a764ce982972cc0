import type { Language } from './languages';

/** The cookie carrying the language choice to the server, so the first byte of a page is in that language. */
export const LANGUAGE_COOKIE = 'cue-lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `cue-lang=<language>; Path=/; Max-Age=<1 year>; SameSite=Lax`. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Writes the cookie (beside the stored language); a document without cookies (sandboxed) keeps the choice locally only. */
export function writeLanguageCookie(language: Language, doc: Pick<Document, 'cookie'> | undefined = globalThis.document): void {
  try {
    if (doc) doc.cookie = languageCookie(language);
  } catch {
    // Cookies can be unavailable (sandboxed frames); the stored language still applies.
  }
}
