import { Tag } from '@blueprintjs/core';
import { Pin } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Notice } from '../../../lib/api/generated/types.gen';
import { formatBoardDate } from '../shared/formatDate';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { noticeDetailPath, type NoticeLinkState } from './noticePaths';

export interface NoticeListItemProps {
  notice: Notice;
}

/** One row of the notice list: a "Pinned" tag when pinned, the title linking to the notice, and its date. */
export function NoticeListItem({ notice }: NoticeListItemProps) {
  const { t } = useTranslation('board');
  const language = useDataLanguage();
  const linkState: NoticeLinkState = { listSearch: useLocation().search };
  return (
    <li className={notice.pinned ? 'app-board-notice app-board-notice-pinned' : 'app-board-notice'}>
      {notice.pinned && (
        <Tag className="app-board-pinned" intent="primary" minimal icon={<Pin />}>
          {t('notices.pinned')}
        </Tag>
      )}
      <Link className="app-board-notice-title" to={noticeDetailPath(notice.noticeId)} state={linkState}>
        {localizedText(notice.title, language)}
      </Link>
      <time className="app-board-date" dateTime={notice.createdAt}>
        {formatBoardDate(notice.createdAt, language)}
      </time>
    </li>
  );
}
