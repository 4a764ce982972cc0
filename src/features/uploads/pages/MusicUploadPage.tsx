import { Callout, Classes, H1, Intent, Spinner } from '@blueprintjs/core';
import { Lock, Person, TickCircle, NewPerson } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readAccessToken } from '../../../lib/api/client';
import type { Music } from '../../../lib/api/generated/types.gen';
import { useAuth } from '../../../lib/auth/auth';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { MAX_TRACKS_PER_MUSICIAN } from '../../../lib/domain/limits';
import { TrackUploadForm } from '../TrackUploadForm';
import { AccessNotice } from './AccessNotice';
import { useMusicianTrackCount } from './useMusicianTrackCount';

/**
 * `/music-upload`: "Login Required" for anonymous visitors, the musician-only message for other members, a way
 * to registration step 1 for a musician without a profile, the max-3 note for a musician with 3 tracks, and
 * otherwise the track form (a fresh one after each saved track, under a link to the track just saved).
 */
export function MusicUploadPage() {
  const { t } = useTranslation(['music', 'pages', 'uploads']);
  const { status, user } = useAuth();
  const [saved, setSaved] = useState<Music[]>([]);
  const musicianId = user?.authorityType === 'ROLE_MUSICIAN' ? (user.musicianId ?? undefined) : undefined;
  const count = useMusicianTrackCount(musicianId, saved.length);
  const last = saved.at(-1);

  const waiting = status === 'loggingIn' || ((status === 'authenticated' || status === 'refreshing') && !user) || (status === 'anonymous' && readAccessToken());
  if (waiting) return <Spinner size={40} />;
  if (!user) {
    const action = (
      <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to="/login">
        {t('loginRequired.action')}
      </Link>
    );
    return <AccessNotice icon={<Lock size={48} />} title={t('loginRequired.title')} message={t('loginRequired.message')} action={action} />;
  }
  if (user.authorityType !== 'ROLE_MUSICIAN') {
    return <AccessNotice icon={<Person size={48} />} title={t('musicianOnly.title')} message={t('musicianOnly.message')} />;
  }
  const page = (body: React.ReactNode) => (
    <section className="app-music-page">
      <H1>{t('pages:musicUpload.title')}</H1>
      {last && (
        <Callout className="app-music-uploaded" intent={Intent.SUCCESS} icon={<TickCircle />} role="status">
          <p>{t('uploads:done.created')}</p>
          <Link to={`/music-details/${last.musicFileId}`}>{t('uploads:done.open')}</Link>
        </Callout>
      )}
      {body}
    </section>
  );
  if (musicianId === undefined) {
    const action = (
      <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to="/musician-registration">
        {t('noProfile.action')}
      </Link>
    );
    return <AccessNotice icon={<NewPerson size={48} />} title={t('noProfile.title')} message={t('noProfile.message')} action={action} />;
  }
  if (count.state.status === 'failed') return page(<LoadFailure error={count.state.error} retry={count.retry} />);
  if (count.state.status === 'loading') return page(<Spinner size={40} />);
  if (count.state.data >= MAX_TRACKS_PER_MUSICIAN) {
    return page(
      <Callout className="app-music-limit" title={t('maxTracks.title')}>
        <p>{t('uploads:rule.maxTracks')}</p>
        <Link to="/musician-profile">{t('maxTracks.action')}</Link>
      </Callout>,
    );
  }
  return page(
    <>
      <p>{t('upload.intro')}</p>
      <TrackUploadForm key={saved.length} target={{ mode: 'create', musicianId }} userId={user.userId} onSaved={(music) => setSaved((list) => [...list, music])} />
    </>,
  );
}
