import { Classes } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The track page while its track loads: grey blocks where the cover, titles and facts will be. */
export function TrackDetailsSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div className="app-track-details app-track-details-skeleton" role="status" aria-label={t('trackDetails.loading')}>
      <div className="app-track-details-header" aria-hidden="true">
        <div className={`app-track-details-cover ${Classes.SKELETON}`} />
        <div className="app-track-details-heading">
          <div className={`app-track-details-skeleton-title ${Classes.SKELETON}`} />
          <div className={`app-track-details-skeleton-line ${Classes.SKELETON}`} />
          <div className={`app-track-details-skeleton-line ${Classes.SKELETON}`} />
        </div>
      </div>
      <div className={`app-track-details-skeleton-block ${Classes.SKELETON}`} aria-hidden="true" />
    </div>
  );
}
