import { Classes, H1, Spinner } from '@blueprintjs/core';
import { Disable } from '@blueprintjs/icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { getMusicOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { Music } from '../../../lib/api/generated/types.gen';
import { useApiQuery } from '../../../lib/api/useApiQuery';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { TrackUploadForm } from '../TrackUploadForm';
import { AccessNotice } from './AccessNotice';
import { cameFromProfile } from './editAccess';

const PROFILE_PATH = '/musician-profile';

/** The track being edited (getMusic). The saved track replaces the cached one, so the form opened again starts from it. */
function MusicEditForm({ musicFileId }: { musicFileId: number }) {
  const { t } = useTranslation('music');
  const navigate = useNavigate();
  const track = useApiQuery(getMusicOptions({ path: { musicFileId } }));
  const { replace } = track;
  const back = useCallback(() => void navigate(PROFILE_PATH), [navigate]);
  const saved = useCallback(
    (music: Music) => {
      replace(() => music);
      back();
    },
    [replace, back],
  );
  if (track.state.status === 'failed') return <LoadFailure title={t('edit.loadFailed')} error={track.state.error} retry={track.retry} />;
  if (track.state.status === 'loading') return <Spinner size={40} aria-label={t('edit.loading')} />;
  return <TrackUploadForm target={{ mode: 'edit', musicFileId }} initial={track.state.data} onSaved={saved} onCancel={back} />;
}

/**
 * `/music-edit/{musicFileId}`: reachable only from the musician profile page (it navigates here with the
 * router state `{ from: 'musician-profile' }`); a direct visit shows "Access Denied". Saving goes back to
 * the profile.
 */
export function MusicEditPage() {
  const { t } = useTranslation(['music', 'pages']);
  const location = useLocation();
  const musicFileId = Number(useParams().musicFileId);
  if (!cameFromProfile(location.state)) {
    const action = (
      <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to={PROFILE_PATH}>
        {t('accessDenied.action')}
      </Link>
    );
    return <AccessNotice icon={<Disable size={48} />} title={t('accessDenied.title')} message={t('accessDenied.message')} action={action} />;
  }
  return (
    <section className="app-music-page">
      <H1>{t('pages:musicEdit.title')}</H1>
      {/* A new form for another track: it never starts from the track shown before. */}
      <MusicEditForm key={musicFileId} musicFileId={musicFileId} />
    </section>
  );
}
