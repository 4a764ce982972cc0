import type { Keyword } from '../../lib/api/generated/types.gen';
import { localizedText, type DataLanguage } from '../../lib/i18n/localized';

/** Text as it is compared: composed Hangul, lower case, no surrounding spaces. */
const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase().trim();

/**
 * The keywords a musician can pick, in the page's alphabetical order (가나다 in Korean, A-Z in English), kept
 * to those whose Korean or English label contains `query` (any case; an empty query keeps them all).
 */
export function keywordOptions(keywords: readonly Keyword[], query: string, language: DataLanguage): Keyword[] {
  const wanted = folded(query);
  const collator = new Intl.Collator(language);
  return keywords
    .filter((keyword) => wanted === '' || folded(keyword.label.ko).includes(wanted) || folded(keyword.label.en).includes(wanted))
    .sort((a, b) => collator.compare(localizedText(a.label, language), localizedText(b.label, language)));
}
