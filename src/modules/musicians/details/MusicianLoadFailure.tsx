import { Button, H1, NonIdealState } from '@blueprintjs/core';
import { ErrorIcon, SearchTemplate } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageKey, isApiError } from '../../../api/errorMessages';

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
 * any other failure with its translated message and Retry.
 */
export function MusicianLoadFailure({ error, retry, listPath }: MusicianLoadFailureProps) {
  const { t } = useTranslation(['musicians', 'errors']);
  if (isMusicianNotFound(error)) {
    return (
      <NonIdealState
        icon={<SearchTemplate />}
        description={
          <>
            <H1 className="app-musicians-state-title">{t('details.notFound.title')}</H1>
            <p>{t('details.notFound.description')}</p>
          </>
        }
        action={<Link to={listPath}>{t('details.notFound.backToList')}</Link>}
      />
    );
  }
  return (
    <NonIdealState
      icon={<ErrorIcon />}
      description={
        <>
          <H1 className="app-musicians-state-title">{t('details.loadFailed')}</H1>
          <p role="alert">{t(errorMessageKey(error, error instanceof TypeError ? 'network' : 'unknown'), { ns: 'errors' })}</p>
        </>
      }
      action={<Button intent="primary" text={t('details.retry')} onClick={retry} />}
    />
  );
}
