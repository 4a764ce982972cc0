import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MusicSort } from '../../../api/generated/types.gen';
import { sortByLabel } from '../../../i18n/collate';
import { localizedText, useDataLanguage } from '../../../i18n/localized';
import { sortsFor, type SearchQuery } from './searchQuery';
import type { FilterOptions } from './useFilterOptions';

export interface SearchFiltersProps {
  query: SearchQuery;
  options: FilterOptions | undefined;
  /** An explicit change (pushed to the history); the page goes back to 1. */
  onChange: (change: Partial<Omit<SearchQuery, 'page' | 'q'>>) => void;
}

const ALL = '';

/**
 * Genre select, keyword chips with an "add keyword" select, and the sort order. Genres and keywords are
 * offered in the page language's order (가나다, A-Z), sorted again when the language changes.
 */
export function SearchFilters({ query, options, onChange }: SearchFiltersProps) {
  const { t } = useTranslation('catalog');
  const language = useDataLanguage();
  const ids = { genre: useId(), keyword: useId(), sort: useId() };
  const keywordLabel = (id: number) => {
    const keyword = options?.keywords.find((item) => item.keywordId === id);
    return keyword ? localizedText(keyword.label, language) : String(id);
  };
  const genreOptions = [
    { value: ALL, label: t('search.allGenres') },
    ...sortByLabel(options?.genres ?? [], language).map((genre) => ({ value: String(genre.genreId), label: localizedText(genre.label, language) })),
  ];
  const keywordOptions = [
    { value: ALL, label: t('search.addKeyword') },
    ...sortByLabel(options?.keywords ?? [], language)
      .filter((keyword) => !query.keywordIds.includes(keyword.keywordId))
      .map((keyword) => ({ value: String(keyword.keywordId), label: localizedText(keyword.label, language) })),
  ];
  return (
    <div className="app-catalog-search-filters" role="group" aria-label={t('search.filtersLabel')}>
      <FormGroup label={t('search.genreLabel')} labelFor={ids.genre}>
        <HTMLSelect
          id={ids.genre}
          value={query.genreId === undefined ? ALL : String(query.genreId)}
          options={genreOptions}
          onChange={(event) => onChange({ genreId: event.currentTarget.value === ALL ? undefined : Number(event.currentTarget.value) })}
        />
      </FormGroup>
      <FormGroup label={t('search.keywordLabel')} labelFor={ids.keyword}>
        <HTMLSelect
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
                  text={keywordLabel(id)}
                  aria-label={t('search.removeKeyword', { keyword: keywordLabel(id) })}
                  onClick={() => onChange({ keywordIds: query.keywordIds.filter((other) => other !== id) })}
                />
              </li>
            ))}
          </ul>
        )}
      </FormGroup>
      <FormGroup label={t('search.sortLabel')} labelFor={ids.sort}>
        <HTMLSelect
          id={ids.sort}
          value={query.sort}
          options={sortsFor(query.q).map((sort) => ({ value: sort, label: t(`search.sort.${sort}`) }))}
          onChange={(event) => onChange({ sort: event.currentTarget.value as MusicSort })}
        />
      </FormGroup>
    </div>
  );
}
