import { H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/errorMessages';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { SharedLinkNotFound, SharedLinkUnavailable } from './SharedLinkStates';

export interface SharedShortlistFailureProps {
  error: unknown;
  retry: () => void;
}

/**
 * Why a shared list could not be shown: its link is no longer available (revoked, expired, its list deleted),
 * it never existed (no Retry for those two: it would not help), or anything else under a heading, with Retry.
 */
export function SharedShortlistFailure({ error, retry }: SharedShortlistFailureProps) {
  const { t } = useTranslation('sharedShortlist');
  if (isApiError(error) && error.code === 'SHARE_LINK_UNAVAILABLE') return <SharedLinkUnavailable />;
  if (isApiError(error) && error.code === 'SHARE_LINK_NOT_FOUND') return <SharedLinkNotFound />;
  return (
    <>
      <H1 className="app-state-title app-shared-shortlist-failure-title">{t('loadFailed')}</H1>
      <LoadFailure error={error} retry={retry} />
    </>
  );
}
