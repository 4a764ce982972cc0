import { Button, Callout, H1 } from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { LooserCount } from '../../../lib/api/generated/types.gen';
import { SoundsLikePanel } from '../soundsLike/SoundsLikePanel';
import { SearchBox } from './SearchBox';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import { withChange, withoutFilter, type SearchQuery } from './searchQuery';
import { useVocabulary } from '../../../lib/api/useVocabulary';
import { useSearchQuery } from './useSearchQuery';
import { useKeywordLabel } from './useKeywordLabel';
import { useSearchResults } from './useSearchResults';

/**
 * Search music: one box over titles, keywords and musician names, genre/keyword/sort filters and paged
 * results. The whole search lives in the address, so it can be shared and restored.
 */
export function SearchPage() {
  const { t } = useTranslation('pages');
  const { t: tCatalog } = useTranslation('catalog');
  const { t: tCommon } = useTranslation('common');
  const { query, setQuery } = useSearchQuery();
  const location = useLocation();
  const focusRequest = (location.state as { focusSearch?: boolean } | null)?.focusSearch ? location.key : undefined;
  const options = useVocabulary();
  const results = useSearchResults(query);
  // New results (and their counts) render in the background (useApiQuery defers them), so a key typed meanwhile is answered first.
  const shown = results.state;
  const keywordLabel = useKeywordLabel(options.state.data?.keywords);
  const found = shown.data;
  const counts = useMemo(() => (found ? { keywords: found.keywordCounts, selected: found.selectedKeywordCounts } : undefined), [found]);

  const onCommitText = useCallback((text: string, { replace }: { replace: boolean }) => setQuery(withChange(query, { q: text }), { replace }), [query, setQuery]);
  const onFilter = useCallback((change: Partial<Omit<SearchQuery, 'page' | 'q'>>) => setQuery(withChange(query, change)), [query, setQuery]);
  const onLoosen = useCallback((filter: LooserCount['filter']) => onFilter(withoutFilter(query, filter)), [onFilter, query]);

  return (
    <section className="app-catalog-search" aria-labelledby="search-title">
      <H1 id="search-title">{t('searchDetails.title')}</H1>
      <SearchBox value={query.q} onCommit={onCommitText} focusRequest={focusRequest} />
      <SearchFilters query={query} options={options.state.data} onChange={onFilter} counts={counts} />
      {options.state.status === 'failed' && (
        <Callout intent="warning" className="app-catalog-search-options-failure">
          <span>{tCatalog('search.filtersFailed')}</span> <Button size="small" icon={<Refresh />} text={tCommon('retry')} onClick={options.retry} />
        </Callout>
      )}
      <SoundsLikePanel />
      <SearchResults state={shown} retry={results.retry} query={query} keywordLabel={keywordLabel} onLoosen={onLoosen} />
    </section>
  );
}
