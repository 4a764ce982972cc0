import { useTranslation } from 'react-i18next';
import type { Language } from '../../../i18n/languages';
import { dataLanguage } from './localized';

/** The language bilingual data is shown in (`ko` | `en`); re-renders when the interface language changes. */
export function useDataLanguage(): Language {
  const { i18n } = useTranslation();
  return dataLanguage(i18n.resolvedLanguage ?? i18n.language);
}
