import type { LocalizedText } from '../../../api/generated/types.gen';
import { isLanguage, type Language } from '../../../i18n/languages';

/** The interface language as a data language: `en` in English, `ko` otherwise (the default). */
export function dataLanguage(resolvedLanguage: string | undefined): Language {
  return isLanguage(resolvedLanguage) ? resolvedLanguage : 'ko';
}

/** The other of the two data languages. */
export function otherLanguage(language: Language): Language {
  return language === 'ko' ? 'en' : 'ko';
}

/** A bilingual text in `language`, falling back to the other language when that one is empty. */
export function localized(text: LocalizedText, language: Language): string {
  const preferred = text[language].trim();
  return preferred !== '' ? preferred : text[otherLanguage(language)].trim();
}

/**
 * The other language's text as a secondary line, or undefined when it is empty or reads the same as the
 * text already shown (so a name is never shown twice).
 */
export function secondaryText(text: LocalizedText, language: Language): string | undefined {
  const other = text[otherLanguage(language)].trim();
  return other !== '' && other !== localized(text, language) ? other : undefined;
}
