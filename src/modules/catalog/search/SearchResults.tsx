import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { Refresh, Search } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { MusicPage } from '../../../api/generated/types.gen';
import type { LoadState } from '../../../api/useLoad';
import { TrackList } from '../../../components/track/TrackList';
import { SearchPager } from './SearchPager';

export interface SearchResultsProps {
  state: LoadState<MusicPage>;
  retry: () => void;
  onPage: (page: number) => void;
}

/**
 * The results: total, the track list and the pager. While a newer search loads, the previous results stay
 * with a small indicator; a failure is told with Retry; no match gets the empty state with a hint.
 */
export function SearchResults({ state, retry, onPage }: SearchResultsProps) {
  const { t } = useTranslation('catalog');
  const result = state.data;
  const refreshing = state.status === 'loading';
  return (
    <section className="app-catalog-search-results" aria-label={t('search.resultsLabel')} aria-busy={refreshing}>
      {state.status === 'failed' && (
        <Callout intent="danger" className="app-catalog-search-failure">
          <p role="alert">{t('search.failed')}</p>
          <Button icon={<Refresh />} text={t('search.retry')} onClick={retry} />
        </Callout>
      )}
      <div className="app-catalog-search-summary">
        {result && <span className="app-catalog-search-total">{t('search.total', { count: result.totalElements })}</span>}
        {refreshing && <Spinner size={16} aria-label={t('search.refreshing')} />}
      </div>
      {result && result.content.length === 0 && state.status !== 'failed' && !refreshing && (
        <NonIdealState icon={<Search />} title={t('search.emptyTitle')} description={t('search.emptyHint')} />
      )}
      {result && result.content.length > 0 && (
        <TrackList tracks={result.content} label={t('search.resultsLabel')} />
      )}
      {result && <SearchPager page={result.page} totalPages={result.totalPages} onPage={onPage} />}
    </section>
  );
}
