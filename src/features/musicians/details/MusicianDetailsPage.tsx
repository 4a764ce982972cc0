import { Spinner } from '@blueprintjs/core';
import { ArrowLeft } from '@blueprintjs/icons';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { MusicianDetail } from '../../../lib/api/generated/types.gen';
import { parseTrackLink } from '../../playback';
import { cameFromInsideApp, musicianListPath } from '../shared/fromList';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { MusicianLoadFailure } from './MusicianLoadFailure';
import { MusicianProfile } from './MusicianProfile';
import { useMusician } from './useMusician';
import { useMusicianDocumentTitle } from './useMusicianDocumentTitle';

/**
 * One musician (`/musician-details/:musicianId`, the route has checked the id is a positive integer): their
 * profile and tracks, a not-found state, or a failure with Retry, under a "Back to musicians" link that goes
 * back to the page the user came from (or to the list when the page was opened directly). A shared
 * track link (`?track=`) highlights that track (the player's link opener loads it, paused). `initialMusician`:
 * the musician a server rendered the page with (then the profile is in the first HTML).
 */
export function MusicianDetailsPage({ initialMusician }: { initialMusician?: MusicianDetail }) {
  const { t } = useTranslation('musicians');
  const language = useDataLanguage();
  const musicianId = Number(useParams().musicianId);
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const link = parseTrackLink(searchParams);
  const { state, retry } = useMusician(musicianId, initialMusician);
  // While another musician loads, the previous one's data is still in the state: never show it for this id.
  const musician = state.status === 'ready' && state.data.musicianId === musicianId ? state.data : undefined;
  const listPath = musicianListPath(location.state);
  const navigate = useNavigate();
  // Back to where the user came from (a search, page 3 of the list: Back restores it and its scroll position);
  // the link's address is the list, where a page opened directly (a shared link) goes.
  const onBack = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !cameFromInsideApp()) return;
    event.preventDefault();
    void navigate(-1);
  };

  useMusicianDocumentTitle(musician && localizedText(musician.name, language));

  return (
    <div className="app-musicians-details-page">
      <Link className="app-musicians-back" to={listPath} onClick={onBack}>
        <ArrowLeft />
        <span>{t('details.back')}</span>
      </Link>
      {musician && <MusicianProfile musician={musician} {...(link ? { highlightedTrackId: link.musicFileId } : {})} />}
      {state.status === 'failed' && <MusicianLoadFailure error={state.error} retry={retry} listPath={listPath} />}
      {state.status === 'loading' && (
        <div className="app-musicians-details-loading" role="status" aria-label={t('details.loading')}>
          <Spinner size={40} />
        </div>
      )}
    </div>
  );
}
