import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../api/generated/types.gen';
import { isLanguage, type Language } from './languages';

/** A data language: bilingual fields are shown in `en` in English and in `ko` otherwise. */
export type DataLanguage = Language;

/** The interface language as a data language: `en` in English, `ko` otherwise (the default). */
export function dataLanguage(language: string | undefined): DataLanguage {
  return isLanguage(language) ? language : 'ko';
}

/** The other of the two data languages. */
export function otherLanguage(language: DataLanguage): DataLanguage {
  return language === 'ko' ? 'en' : 'ko';
}

/** A bilingual text in `language` (trimmed), falling back to the other language when that one is empty. */
export function localizedText(text: LocalizedText, language: DataLanguage): string {
  const preferred = text[language].trim();
  return preferred !== '' ? preferred : text[otherLanguage(language)].trim();
}

/**
 * The other language's text as a secondary line, or undefined when it is empty or reads the same as the
 * text already shown (so a name is never shown twice).
 */
export function secondaryText(text: LocalizedText, language: DataLanguage): string | undefined {
  const other = text[otherLanguage(language)].trim();
  return other !== '' && other !== localizedText(text, language) ? other : undefined;
}

/** The language bilingual data is shown in (`ko` | `en`); re-renders when the interface language changes. */
export function useDataLanguage(): DataLanguage {
  const { i18n } = useTranslation();
  return dataLanguage(i18n.resolvedLanguage ?? i18n.language);
}
