import { H1, NonIdealState } from '@blueprintjs/core';
import { Unlink } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundState } from '../../../lib/ui/NotFoundState';

/** The ways on from a link that shows nothing: home and the music search. */
function WaysOn() {
  const { t } = useTranslation('sharedShortlist');
  return (
    <div className="app-state-actions">
      <Link to="/">{t('waysOn.home')}</Link>
      <Link to="/search-details">{t('waysOn.search')}</Link>
    </div>
  );
}

/** A revoked or expired link (410 `SHARE_LINK_UNAVAILABLE`): it is no longer available, and where to go instead. */
export function SharedLinkUnavailable() {
  const { t } = useTranslation('sharedShortlist');
  return (
    <NonIdealState
      className="app-shared-shortlist-unavailable"
      icon={<Unlink />}
      description={
        <>
          <H1 className="app-state-title">{t('unavailable.title')}</H1>
          <p>{t('unavailable.description')}</p>
        </>
      }
      action={<WaysOn />}
    />
  );
}

/** A token that names no link (404 `SHARE_LINK_NOT_FOUND`, or not even a token's shape). */
export function SharedLinkNotFound() {
  const { t } = useTranslation('sharedShortlist');
  return (
    <div className="app-shared-shortlist-not-found">
      <NotFoundState title={t('notFound.title')} description={t('notFound.description')} action={<WaysOn />} />
    </div>
  );
}
