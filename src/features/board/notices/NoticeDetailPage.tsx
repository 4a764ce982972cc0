import { H1 } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { NotFoundState } from '../../../lib/ui/NotFoundState';
import { NoticeArticle } from './NoticeArticle';
import { noticeListReturnPath } from './noticePaths';
import { isNoticeNotFound, useNotice } from './useNotice';

/**
 * One notice (`/notice-detail/{noticeId}`; the route already let only positive integers through). An unknown
 * id shows a not-found state; any other failure its reason and Retry. A link leads back to the list.
 */
export function NoticeDetailPage() {
  const { t } = useTranslation('board');
  const headingId = useId();
  const noticeId = Number(useParams().noticeId);
  const { state, retry } = useNotice(noticeId);
  const backPath = noticeListReturnPath(useLocation().state);

  let body;
  if (state.status === 'failed' && isNoticeNotFound(state.error)) {
    body = <NotFoundState title={t('notices.notFound.title')} description={t('notices.notFound.description')} headingId={headingId} />;
  } else if (state.status === 'failed') {
    body = (
      <>
        <H1 id={headingId} className="app-visually-hidden">
          {t('notices.detailLoadFailed')}
        </H1>
        <LoadFailure title={t('notices.detailLoadFailed')} error={state.error} retry={retry} />
      </>
    );
  } else if (state.data && state.data.noticeId === noticeId) {
    body = <NoticeArticle notice={state.data} headingId={headingId} />;
  } else {
    body = <LoadingState text={t('notices.detailLoading')} />;
  }

  return (
    <section className="app-board-page" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <Link className="app-board-back" to={backPath}>
        <ArrowLeft />
        <span>{t('notices.backToList')}</span>
      </Link>
      {body}
    </section>
  );
}
