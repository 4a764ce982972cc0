import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { Search } from '@blueprintjs/icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LooserCount, MusicSearchPage } from '../../../lib/api/generated/types.gen';
import type { LoadState } from '../../../lib/api/useApiQuery';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { Pager } from '../../../lib/ui/paging/Pager';
import { usePageTop } from '../../../lib/ui/paging/usePageTop';
import { TrackList } from '../trackList/TrackList';
import { PLAY_ALL_LIMIT, type SearchQuery } from './searchQuery';
import { KeywordsApart } from './KeywordsApart';
import { LooserFilters } from './LooserFilters';
import { hasSoundFilter } from './soundFilter';
import { usePlayWholeResult } from './usePlayWholeResult';

export interface SearchResultsProps {
  state: LoadState<MusicSearchPage>;
  retry: () => void;
  /** The search shown: "Play all" queues its whole result (up to `PLAY_ALL_LIMIT`), not only this page. */
  query: SearchQuery;
  /** A keyword's label, for the empty result of keywords that never meet. */
  keywordLabel: (keywordId: number) => string;
  /** Drops one filter of the search (offered by the empty result of a search by sound). */
  onLoosen: (filter: LooserCount['filter']) => void;
}

/**
 * The results: total, the track list and the pager. "Play all" queues the whole result in its order, up to
 * `PLAY_ALL_LIMIT` tracks, and says "Play the first 100" when the result is larger. While a newer search loads, the previous results stay
 * with a small indicator; a result for the closest terms says so ("No exact match for X; showing tracks for Y"); a failure is told with Retry; no match gets the empty state with a hint (keywords that never meet: what each finds on its own; filters by sound: which filter to loosen, and what that finds).
 */
export const SearchResults = memo(function SearchResults({ state, retry, query, keywordLabel, onLoosen }: SearchResultsProps) {
  const { t } = useTranslation('catalog');
  const result = state.data;
  const refreshing = state.status === 'loading';
  const wholeResult = usePlayWholeResult(query);
  const { ref: pageTopRef, onFollow: onPageFollow } = usePageTop<HTMLHeadingElement>(query.page);
  const total = result?.totalElements ?? 0;
  const playAll = {
    text: total > PLAY_ALL_LIMIT ? t('search.playFirst', { count: PLAY_ALL_LIMIT }) : t('search.playAll'),
    onPlay: wholeResult.play,
    loading: wholeResult.loading,
  };
  return (
    <section className="app-catalog-search-results" aria-label={t('search.resultsLabel')} aria-busy={refreshing}>
      {state.status === 'failed' && <LoadFailure className="app-catalog-search-failure" message={t('search.failed')} retry={retry} />}
      <div className="app-catalog-search-summary">
        {result && (
          <h2 ref={pageTopRef} tabIndex={-1} className="app-catalog-search-total app-page-top">
            {t('search.total', { count: result.totalElements })}
          </h2>
        )}
        {refreshing && <Spinner size={16} aria-label={t('search.refreshing')} />}
      </div>
      {result?.queryFallback && (
        <Callout className="app-catalog-search-closest" intent="primary" compact role="status">
          {t('search.closestMatch', { query: result.queryFallback.query, shownFor: result.queryFallback.shownFor })}
        </Callout>
      )}
      {result &&
        result.content.length === 0 &&
        state.status !== 'failed' &&
        !refreshing &&
        (hasSoundFilter(query.sound) && result.looserCounts.length > 0 ? (
          <LooserFilters counts={result.looserCounts} onLoosen={onLoosen} />
        ) : result.selectedKeywordCounts.length > 1 ? (
          <KeywordsApart counts={result.selectedKeywordCounts} keywordLabel={keywordLabel} />
        ) : (
          <NonIdealState icon={<Search />} title={t('search.emptyTitle')} description={t('search.emptyHint')} />
        ))}
      {result && result.content.length > 0 && <TrackList tracks={result.content} label={t('search.resultsLabel')} playAll={playAll} />}
      {result && <Pager page={result.page} totalPages={result.totalPages} label={t('pager.label')} radius={2} preventScrollReset onFollow={onPageFollow} />}
    </section>
  );
});
