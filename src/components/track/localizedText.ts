import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../api/generated/types.gen';

/** A data language: bilingual fields are shown in `en` in English and in `ko` otherwise. */
export type DataLanguage = 'ko' | 'en';

/** A bilingual text in `language`, falling back to the other language when that one is empty. */
export function localizedText(text: LocalizedText, language: DataLanguage): string {
  const preferred = text[language].trim();
  return preferred !== '' ? preferred : text[language === 'ko' ? 'en' : 'ko'].trim();
}

/** The language bilingual data is shown in; re-renders when the interface language changes. */
export function useDataLanguage(): DataLanguage {
  const { i18n } = useTranslation();
  return (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'ko';
}

/** A duration in seconds as m:ss (`95` -> `1:35`). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
