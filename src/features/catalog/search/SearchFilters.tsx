import { Button, FormGroup } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeywordCount, MusicSort } from '../../../lib/api/generated/types.gen';
import { sortByLabel } from '../../../lib/i18n/collate';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { sortsFor, type SearchQuery } from './searchQuery';
import { SoundFilters } from './SoundFilters';
import { useKeywordLabel } from './useKeywordLabel';
import type { Vocabulary } from '../../../lib/api/useVocabulary';
import { Select } from '../../../lib/ui/forms/Select';

export interface SearchFiltersProps {
  query: SearchQuery;
  options: Vocabulary | undefined;
  /** An explicit change (pushed to the history); the page goes back to 1. */
  onChange: (change: Partial<Omit<SearchQuery, 'page' | 'q'>>) => void;
  /** The keyword counts of the results shown (left out while there are none). */
  counts?: { keywords: readonly KeywordCount[]; selected: readonly KeywordCount[] };
}

const countOf = (counts: readonly KeywordCount[] | undefined, keywordId: number) => counts?.find((entry) => entry.keywordId === keywordId)?.count ?? 0;

const ALL = '';

/**
 * Genre select, keyword chips with an "add keyword" select, tempo, length and key, and the sort order. Genres and keywords are
 * offered in the page language's order (가나다, A-Z), sorted again when the language changes. With the
 * results' counts, each offered keyword tells how many of the results carry it (what adding it finds), and
 * each chosen keyword how many tracks it finds on its own with the same words and genre.
 */
export function SearchFilters({ query, options, onChange, counts }: SearchFiltersProps) {
  const { t } = useTranslation('catalog');
  const language = useDataLanguage();
  const ids = { genre: useId(), keyword: useId(), sort: useId() };
  const keywordLabel = useKeywordLabel(options?.keywords);
  const chipText = (id: number) => (counts ? t('search.keywordChip', { keyword: keywordLabel(id), count: countOf(counts.selected, id) }) : keywordLabel(id));
  const genreOptions = [
    { value: ALL, label: t('search.allGenres') },
    ...sortByLabel(options?.genres ?? [], language).map((genre) => ({ value: String(genre.genreId), label: localizedText(genre.label, language) })),
  ];
  const keywordOptions = [
    { value: ALL, label: t('search.addKeyword') },
    ...sortByLabel(options?.keywords ?? [], language)
      .filter((keyword) => !query.keywordIds.includes(keyword.keywordId))
      .map((keyword) => {
        const label = localizedText(keyword.label, language);
        return {
          value: String(keyword.keywordId),
          label: counts ? t('search.keywordOption', { keyword: label, count: countOf(counts.keywords, keyword.keywordId) }) : label,
        };
      }),
  ];
  return (
    <div className="app-catalog-search-filters" role="group" aria-label={t('search.filtersLabel')}>
      <FormGroup label={t('search.genreLabel')} labelFor={ids.genre}>
        <Select
          id={ids.genre}
          value={query.genreId === undefined ? ALL : String(query.genreId)}
          options={genreOptions}
          onChange={(event) => onChange({ genreId: event.currentTarget.value === ALL ? undefined : Number(event.currentTarget.value) })}
        />
      </FormGroup>
      <FormGroup label={t('search.keywordLabel')} labelFor={ids.keyword}>
        <Select
          id={ids.keyword}
          value={ALL}
          options={keywordOptions}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value !== ALL) onChange({ keywordIds: [...query.keywordIds, Number(value)] });
          }}
        />
        {query.keywordIds.length > 0 && (
          <ul className="app-catalog-keyword-chips">
            {query.keywordIds.map((id) => (
              <li key={id}>
                <Button
                  size="small"
                  intent="primary"
                  variant="outlined"
                  endIcon={<Cross />}
                  text={chipText(id)}
                  aria-label={t('search.removeKeyword', { keyword: keywordLabel(id) })}
                  onClick={() => onChange({ keywordIds: query.keywordIds.filter((other) => other !== id) })}
                />
              </li>
            ))}
          </ul>
        )}
      </FormGroup>
      <SoundFilters filter={query.sound} onChange={(sound) => onChange({ sound })} />
      <FormGroup label={t('search.sortLabel')} labelFor={ids.sort}>
        <Select
          id={ids.sort}
          value={query.sort}
          options={sortsFor(query.q).map((sort) => ({ value: sort, label: t(`search.sort.${sort}`) }))}
          onChange={(event) => onChange({ sort: event.currentTarget.value as MusicSort })}
        />
      </FormGroup>
    </div>
  );
}
