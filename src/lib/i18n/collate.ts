import type { LocalizedText } from '../api/generated/types.gen';
import { localizedText, type DataLanguage } from './localized';

const collators: Record<DataLanguage, Intl.Collator> = {
  ko: new Intl.Collator('ko'),
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
};

/** Items with a bilingual label, ordered by the label shown in `language`: 가나다 in Korean, A-Z in English. */
export function sortByLabel<T extends { label: LocalizedText }>(items: readonly T[], language: DataLanguage): T[] {
  const collator = collators[language];
  return items
    .map((item) => ({ item, text: localizedText(item.label, language) }))
    .sort((a, b) => collator.compare(a.text, b.text))
    .map(({ item }) => item);
}
