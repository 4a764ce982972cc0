import { Button, H1, NonIdealState } from '@blueprintjs/core';
import { People } from '@blueprintjs/icons';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MusicianPage } from '../../../lib/api/generated/types.gen';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { Pager } from '../../../lib/ui/paging/Pager';
import { usePageTop } from '../../../lib/ui/paging/usePageTop';
import { isRefinement, listSearchParams, readListQuery, type MusicianListQuery } from './listQuery';
import { MusicianCard } from './MusicianCard';
import { MusicianCardSkeleton } from './MusicianCardSkeleton';
import { NameFilter } from './NameFilter';
import { PageSizeSelect } from './PageSizeSelect';
import { useMusicianPage } from './useMusicianPage';

/** The cards whose photos load first: the first screen's, on a phone (one column) and a desktop (a row or two). */
const PRIORITY_CARDS = 4;

/**
 * The musician list: a filter box, a responsive grid of musician cards and paging. Page, page size and filter
 * live in the address (`?page=&size=&q=`), so Back, Forward and reload restore them. `initialPage`: the page
 * of musicians a server rendered the list with, for the address's state (then the cards are in the first HTML).
 */
export function MusicianListPage({ initialPage }: { initialPage?: MusicianPage }) {
  const { t } = useTranslation(['musicians', 'pages']);
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readListQuery(searchParams);
  const { state, retry } = useMusicianPage(query, initialPage);
  const listSearch = listSearchParams(query).toString();
  const { ref: pageTopRef, onFollow: onPageFollow } = usePageTop<HTMLHeadingElement>(query.page);

  const go = (next: MusicianListQuery, replace = false) => setSearchParams(listSearchParams(next), { replace });

  // A page past the end (an old link, a shorter filtered list): show the last page instead.
  const lastPage = state.status === 'ready' ? state.data.totalPages : undefined;
  useEffect(() => {
    if (lastPage !== undefined && lastPage > 0 && query.page > lastPage) go({ ...query, page: lastPage }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer can reveal a page past the end
  }, [lastPage, query.page]);

  const data = state.status === 'failed' ? undefined : state.data;
  return (
    <section className="app-musicians-list" aria-labelledby={headingId}>
      <H1 id={headingId} ref={pageTopRef} tabIndex={-1} className="app-page-top">
        {t('pages:musicianList.title')}
      </H1>
      <div className="app-musicians-toolbar">
        <NameFilter className="app-musicians-filter" value={query.q} onCommit={(q) => go({ ...query, q, page: 1 }, isRefinement(query.q, q))} />
        <PageSizeSelect value={query.size} onChange={(size) => go({ ...query, size, page: 1 })} />
      </div>

      {state.status === 'failed' && <LoadFailure title={t('list.loadFailed')} retry={retry} />}

      {state.status === 'loading' && data === undefined && (
        <>
          <p role="status" className="app-visually-hidden">
            {t('list.loading')}
          </p>
          <ul className="app-musicians-grid" aria-hidden="true">
            {Array.from({ length: query.size }, (_, index) => (
              <li key={index}>
                <MusicianCardSkeleton />
              </li>
            ))}
          </ul>
        </>
      )}

      {data !== undefined && (
        <>
          <p className="app-musicians-results" role="status">
            {t('list.results', { count: data.totalElements })}
          </p>
          {data.content.length === 0 ? (
            <NonIdealState
              icon={<People />}
              title={query.q !== '' ? t('list.emptyFiltered', { query: query.q }) : t('list.empty')}
              action={query.q !== '' ? <Button text={t('list.showAll')} onClick={() => go({ ...query, q: '', page: 1 })} /> : undefined}
            />
          ) : (
            <ul className="app-musicians-grid" aria-label={t('list.label')} aria-busy={state.status === 'loading'}>
              {data.content.map((musician, index) => (
                <li key={musician.musicianId}>
                  <MusicianCard musician={musician} listSearch={listSearch === '' ? '' : `?${listSearch}`} priority={index < PRIORITY_CARDS} />
                </li>
              ))}
            </ul>
          )}
          <Pager page={query.page} totalPages={data.totalPages} label={t('pager.label')} preventScrollReset onFollow={onPageFollow} />
        </>
      )}
    </section>
  );
}
