import { NonIdealState } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { KeywordCount } from '../../../lib/api/generated/types.gen';

export interface KeywordsApartProps {
  /** The searched keywords with what each finds on its own (the provider's `selectedKeywordCounts`). */
  counts: readonly KeywordCount[];
  keywordLabel: (keywordId: number) => string;
}

/**
 * The empty result of keywords that never meet: says that no track has them together and how many tracks
 * each has on its own (with the same words and genre), so the visitor knows which keyword to drop.
 */
export function KeywordsApart({ counts, keywordLabel }: KeywordsApartProps) {
  const { t, i18n } = useTranslation('catalog');
  const labels = counts.map((entry) => keywordLabel(entry.keywordId));
  const list = (items: string[]) => new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(items);
  const title =
    labels.length === 2
      ? t('search.keywordsApartBoth', { first: labels[0], second: labels[1] })
      : t('search.keywordsApartAll', {
          keywords: list(labels.map((label) => t('search.keywordQuoted', { keyword: label }))),
        });
  const alone = counts.map((entry, index) => t('search.keywordAlone', { keyword: labels[index], count: entry.count }));
  return (
    <NonIdealState className="app-catalog-keywords-apart" icon={<Search />} title={title} description={t('search.keywordsApartHint', { counts: alone.join(', ') })} />
  );
}
