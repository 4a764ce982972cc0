import { H1 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { NotFoundState } from '../../../lib/ui/NotFoundState';
import { isProfileNotRegistered } from '../shared/profileCalls';
import { MusicianOnly } from '../shared/MusicianOnly';
import { OwnProfileView } from './OwnProfileView';
import { useOwnProfile } from './useOwnProfile';

/** `/musician-profile`: the approved musician's own profile and tracks. */
export function OwnProfilePage() {
  return <MusicianOnly>{() => <OwnProfile />}</MusicianOnly>;
}

/** The own profile, a call to register when there is none yet, or a failure with Retry. */
function OwnProfile() {
  const { t } = useTranslation('musicianProfile');
  const { state, retry, replace } = useOwnProfile();
  if (state.status === 'ready') {
    return (
      <OwnProfileView
        musician={state.data}
        onTrackDeleted={(musicFileId) =>
          replace((musician) => {
            const tracks = musician.tracks.filter((track) => track.musicFileId !== musicFileId);
            return { ...musician, tracks, trackCount: tracks.length };
          })
        }
      />
    );
  }
  if (state.status === 'failed' && isProfileNotRegistered(state.error)) {
    return (
      <NotFoundState
        title={t('profile.notRegistered.title')}
        description={t('profile.notRegistered.description')}
        action={<Link to="/musician-registration">{t('profile.notRegistered.register')}</Link>}
      />
    );
  }
  if (state.status === 'failed') {
    return (
      <>
        <H1 className="app-state-title">{t('profile.title')}</H1>
        <LoadFailure title={t('profile.loadFailed')} error={state.error} retry={retry} />
      </>
    );
  }
  return <LoadingState text={t('profile.loading')} />;
}
