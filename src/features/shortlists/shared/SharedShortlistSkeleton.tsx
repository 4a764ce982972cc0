import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Rows of grey blocks shown while the shared list loads. */
const ROWS = 4;

/** The shared list while it loads: grey blocks where its name, owner and tracks will be. */
export function SharedShortlistSkeleton() {
  const { t } = useTranslation('sharedShortlist');
  return (
    <div className="app-shared-shortlist app-shared-shortlist-skeleton" role="status" aria-label={t('loading')}>
      <div className={`app-shared-shortlist-skeleton-title ${Classes.SKELETON}`} aria-hidden="true" />
      <div className={`app-shared-shortlist-skeleton-line ${Classes.SKELETON}`} aria-hidden="true" />
      {Array.from({ length: ROWS }, (_, row) => (
        <div key={row} className={`app-shared-shortlist-skeleton-row ${Classes.SKELETON}`} aria-hidden="true" />
      ))}
    </div>
  );
}
