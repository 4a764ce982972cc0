import { Button, Tag } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useDataLanguage } from '../../../lib/i18n/localized';
import { Link } from 'react-router';
import type { ShortlistSummary } from '../../../lib/api/generated/types.gen';
import { shareStateText } from './shareState';

/** Longest description shown on the list before it is cut with an ellipsis. */
const EXCERPT_LENGTH = 120;

function excerpt(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

export interface ShortlistListItemProps {
  shortlist: ShortlistSummary;
  onDelete: (shortlist: ShortlistSummary) => void;
}

/** One of my shortlists: its name (a link to it), a description excerpt, its track count and share state, Delete. */
export function ShortlistListItem({ shortlist, onDelete }: ShortlistListItemProps) {
  const { t } = useTranslation('shortlists');
  const language = useDataLanguage();
  return (
    <li className="app-shortlist-item" data-shortlist-id={shortlist.shortlistId}>
      <div className="app-shortlist-item-main">
        <Link className="app-shortlist-item-name" to={`/shortlists/${shortlist.shortlistId}`}>
          {shortlist.name}
        </Link>
        {shortlist.description !== '' && <p className="app-shortlist-item-description">{excerpt(shortlist.description)}</p>}
        <p className="app-shortlist-item-facts">
          <span className="app-shortlist-item-count">{t('list.trackCount', { count: shortlist.trackCount })}</span>
          <Tag minimal round intent={shortlist.shareLink ? 'success' : 'none'} className="app-shortlist-share-state">
            {shareStateText(t, shortlist.shareLink, language)}
          </Tag>
        </p>
      </div>
      <Button
        variant="minimal"
        intent="danger"
        icon={<Trash />}
        text={t('list.delete')}
        aria-label={t('list.deleteLabel', { name: shortlist.name })}
        onClick={() => onDelete(shortlist)}
      />
    </li>
  );
}
