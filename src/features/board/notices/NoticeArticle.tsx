import { H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../lib/api/generated/types.gen';
import { formatBoardDate } from '../shared/formatDate';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';

export interface NoticeArticleProps {
  notice: Notice;
  headingId: string;
}

/**
 * One notice: its title as the page heading, its date, and its body as plain text. The body is a React text
 * child (never HTML), so markup in it shows literally; `white-space: pre-line` keeps its line breaks.
 */
export function NoticeArticle({ notice, headingId }: NoticeArticleProps) {
  const { t } = useTranslation('board');
  const language = useDataLanguage();
  return (
    <article className="app-board-article">
      <H1 id={headingId}>{localizedText(notice.title, language)}</H1>
      <p className="app-board-article-meta">
        <span className="app-board-article-meta-label">{t('notices.postedOn')}</span>{' '}
        <time className="app-board-date" dateTime={notice.createdAt}>
          {formatBoardDate(notice.createdAt, language)}
        </time>
      </p>
      <div className="app-board-text">{localizedText(notice.body, language)}</div>
    </article>
  );
}
