import type { ReactNode } from 'react';
import { H1, NonIdealState } from '@blueprintjs/core';
import { Notifications } from '@blueprintjs/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { Pager } from '../../../lib/ui/paging/Pager';
import { pageSearch, readPage } from '../../../lib/ui/paging/pageSearch';
import { NoticeListItem } from './NoticeListItem';
import { NOTICE_LIST_PATH } from './noticePaths';
import { useNoticePage } from './useNoticePage';

export interface NoticeListPageProps {
  /** What the app shows under the heading, above the notices (the matching program's open round). */
  banner?: ReactNode;
}

/**
 * The notice list (`/notice-list?page=n`): ten notices a page, pinned ones first as the server orders them.
 * The page lives in the address, so back, forward and reload restore it. While the next page loads, the
 * previous one stays on screen (marked busy).
 */
export function NoticeListPage({ banner }: NoticeListPageProps = {}) {
  const { t } = useTranslation('board');
  const headingId = useId();
  const [search] = useSearchParams();
  const page = readPage(search);
  const { state, retry } = useNoticePage(page);
  const data = state.data;

  let body;
  if (state.status === 'failed') {
    body = <LoadFailure title={t('notices.loadFailed')} error={state.error} retry={retry} />;
  } else if (!data) {
    body = <LoadingState text={t('notices.loading')} />;
  } else if (data.content.length === 0) {
    body =
      data.totalElements === 0 ? (
        <NonIdealState icon={<Notifications />} description={t('notices.empty')} />
      ) : (
        <NonIdealState
          icon={<Notifications />}
          description={t('notices.pageEmpty')}
          action={<Link to={{ pathname: NOTICE_LIST_PATH, search: pageSearch(search, 1) }}>{t('notices.firstPage')}</Link>}
        />
      );
  } else {
    body = (
      <ul className="app-board-notices" aria-label={t('notices.listLabel')}>
        {data.content.map((notice) => (
          <NoticeListItem key={notice.noticeId} notice={notice} />
        ))}
      </ul>
    );
  }

  return (
    <section className="app-board-page" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <H1 id={headingId}>{t('notices.heading')}</H1>
      {banner}
      {body}
      {data && state.status !== 'failed' && <Pager page={page} totalPages={data.totalPages} />}
    </section>
  );
}
