import { H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api/errorMessages';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { NotFoundState } from '../../../lib/ui/NotFoundState';

export interface TrackLoadFailureProps {
  error: unknown;
  retry: () => void;
}

/** Whether a failed load means the track does not exist (404 `MUSIC_NOT_FOUND`). */
export function isTrackNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === 'MUSIC_NOT_FOUND';
}

/**
 * Why a track could not be shown: not found (with a link to the music search, no retry: it would not help),
 * or any other failure under a heading saying so, with its translated reason and Retry.
 */
export function TrackLoadFailure({ error, retry }: TrackLoadFailureProps) {
  const { t } = useTranslation('catalog');
  if (isTrackNotFound(error)) {
    return (
      <NotFoundState
        title={t('trackDetails.notFound.title')}
        description={t('trackDetails.notFound.description')}
        action={<Link to="/search-details">{t('trackDetails.notFound.toSearch')}</Link>}
      />
    );
  }
  return (
    <>
      <H1 className="app-state-title app-track-details-failure-title">{t('trackDetails.loadFailed')}</H1>
      <LoadFailure error={error} retry={retry} />
    </>
  );
}
