import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../../api/generated/types.gen';
import { isLanguage, type Language } from '../../../i18n/languages';

/** A bilingual text in `language`, falling back to the other language when that one is empty. */
export function localizedText(text: LocalizedText, language: Language): string {
  const preferred = text[language].trim();
  return preferred !== '' ? text[language] : text[language === 'ko' ? 'en' : 'ko'];
}

/** The interface language as a data language (`ko` | `en`); re-renders when the user switches language. */
export function useDataLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : 'ko';
}
