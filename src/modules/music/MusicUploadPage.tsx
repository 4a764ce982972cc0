import { Callout, Classes, H1, Intent, Spinner } from '@blueprintjs/core';
import { Lock, Person, TickCircle } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readAccessToken } from '../../api/client';
import type { Music } from '../../api/generated/types.gen';
import { useAuth } from '../../auth';
import { LoadFailure } from '../../components/LoadFailure';
import { MAX_TRACKS_PER_MUSICIAN } from '../../domain/limits';
import { TrackUploadForm } from '../../uploads';
import { AccessNotice } from './AccessNotice';
import { useMusicianTrackCount } from './useMusicianTrackCount';

/**
 * `/music-upload`: "Login Required" for anonymous visitors, the musician-only message for other members, the
 * unregistered-profile message for a musician without a profile, the max-3 message for a musician with 3
 * tracks, and otherwise the track form (a fresh one after each saved track).
 */
export function MusicUploadPage() {
  const { t } = useTranslation(['music', 'pages', 'uploads', 'errors']);
  const { status, user } = useAuth();
  const [saved, setSaved] = useState<Music[]>([]);
  const musicianId = user?.authorityType === 'ROLE_MUSICIAN' ? (user.musicianId ?? undefined) : undefined;
  const count = useMusicianTrackCount(musicianId, saved.length);

  const waiting = status === 'loggingIn' || ((status === 'authenticated' || status === 'refreshing') && !user) || (status === 'anonymous' && readAccessToken());
  if (waiting) return <Spinner size={40} />;
  if (!user) {
    const action = <Link className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`} to="/login">{t('loginRequired.action')}</Link>;
    return <AccessNotice icon={<Lock size={48} />} title={t('loginRequired.title')} message={t('loginRequired.message')} action={action} />;
  }
  if (user.authorityType !== 'ROLE_MUSICIAN') {
    return <AccessNotice icon={<Person size={48} />} title={t('musicianOnly.title')} message={t('musicianOnly.message')} />;
  }
  const page = (body: React.ReactNode) => (
    <section className="app-music-page">
      <H1>{t('pages:musicUpload.title')}</H1>
      {saved.length > 0 && (
        <Callout intent={Intent.SUCCESS} icon={<TickCircle />} role="status">
          {t('uploads:done.created')}
        </Callout>
      )}
      {body}
    </section>
  );
  if (musicianId === undefined) {
    const action = <Link to="/musician-registration">{t('noProfile.action')}</Link>;
    return page(<Callout intent={Intent.WARNING}>{t('errors:code.MUSICIAN_PROFILE_NOT_REGISTERED')} {action}</Callout>);
  }
  if (count.state.status === 'failed') return page(<LoadFailure error={count.state.error} retry={count.retry} />);
  if (count.state.status === 'loading') return page(<Spinner size={40} />);
  if (count.state.data >= MAX_TRACKS_PER_MUSICIAN) {
    return page(
      <Callout intent={Intent.WARNING} title={t('maxTracks.title')}>
        <p>{t('uploads:rule.maxTracks')}</p>
        <Link to="/musician-profile">{t('maxTracks.action')}</Link>
      </Callout>,
    );
  }
  return page(
    <>
      <p>{t('upload.intro')}</p>
      <TrackUploadForm key={saved.length} target={{ mode: 'create', musicianId }} onSaved={(music) => setSaved((list) => [...list, music])} />
    </>,
  );
}
