import { H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api/errorMessages';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { NotFoundState } from '../../../lib/ui/NotFoundState';

export interface MusicianLoadFailureProps {
  error: unknown;
  retry: () => void;
  /** The musician list to go back to. */
  listPath: string;
}

/** Whether a failed load means the musician does not exist (404 `MUSICIAN_NOT_FOUND`). */
export function isMusicianNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === 'MUSICIAN_NOT_FOUND';
}

/**
 * Why a musician could not be shown: not found (with a link to the list, no retry: it would not help), or
 * any other failure under a heading saying so, with its translated reason and Retry.
 */
export function MusicianLoadFailure({ error, retry, listPath }: MusicianLoadFailureProps) {
  const { t } = useTranslation('musicians');
  if (isMusicianNotFound(error)) {
    return (
      <NotFoundState
        title={t('details.notFound.title')}
        description={t('details.notFound.description')}
        action={<Link to={listPath}>{t('details.notFound.backToList')}</Link>}
      />
    );
  }
  return (
    <>
      <H1 className="app-state-title app-musicians-failure-title">{t('details.loadFailed')}</H1>
      <LoadFailure error={error} retry={retry} />
    </>
  );
}
