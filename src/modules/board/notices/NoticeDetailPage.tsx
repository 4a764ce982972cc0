import { H1, NonIdealState } from '@blueprintjs/core';
import { ArrowLeft, SearchTemplate } from '@blueprintjs/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { BoardLoadFailure, BoardLoading } from '../shared/BoardStates';
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
    body = (
      <NonIdealState
        icon={<SearchTemplate />}
        description={
          <>
            <H1 id={headingId} className="app-board-state-title">
              {t('notices.notFound.title')}
            </H1>
            <p>{t('notices.notFound.description')}</p>
          </>
        }
      />
    );
  } else if (state.status === 'failed') {
    body = (
      <>
        <H1 id={headingId} className="app-board-visually-hidden">
          {t('notices.detailLoadFailed')}
        </H1>
        <BoardLoadFailure title={t('notices.detailLoadFailed')} error={state.error} retry={retry} />
      </>
    );
  } else if (state.data && state.data.noticeId === noticeId) {
    body = <NoticeArticle notice={state.data} headingId={headingId} />;
  } else {
    body = <BoardLoading text={t('notices.detailLoading')} />;
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
