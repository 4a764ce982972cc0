import { H1, Intent } from '@blueprintjs/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { MusicianDetail } from '../../../lib/api/generated/types.gen';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { UnsavedChangesDialog } from '../../../lib/ui/forms/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../../lib/ui/forms/useUnsavedChangesGuard';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { NotFoundState } from '../../../lib/ui/NotFoundState';
import { draftOf, isProfileDraftChanged } from '../form/profileDraft';
import { ProfileForm } from '../form/ProfileForm';
import { useOwnProfile } from '../profile/useOwnProfile';
import { isProfileNotRegistered } from '../shared/profileCalls';
import { MusicianOnly } from '../shared/MusicianOnly';
import { RouteButton } from '../shared/RouteButton';
import { useProfileEditor } from './useProfileEditor';

/** `/musician-profile-edit`: the step-1 form prefilled with the profile, saved with updateMusicianProfile. */
export function ProfileEditPage() {
  return <MusicianOnly>{() => <ProfileEditLoader />}</MusicianOnly>;
}

function ProfileEditLoader() {
  const { t } = useTranslation('musicianProfile');
  const { state, retry } = useOwnProfile();
  if (state.status === 'ready') return <ProfileEdit musician={state.data} />;
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
        <H1 className="app-state-title">{t('edit.title')}</H1>
        <LoadFailure title={t('edit.loadFailed')} error={state.error} retry={retry} />
      </>
    );
  }
  return <LoadingState text={t('edit.loading')} />;
}

interface ProfileEditProps {
  musician: MusicianDetail;
}

/** The form; back to the profile once saved, everything typed kept when the save fails; leaving unsaved asks first. */
function ProfileEdit({ musician }: ProfileEditProps) {
  const { t } = useTranslation('musicianProfile');
  const navigate = useNavigate();
  const headingId = useId();
  const editor = useProfileEditor(musician);
  const start = useMemo(() => draftOf(musician), [musician]);
  const guard = useUnsavedChangesGuard(isProfileDraftChanged(editor.draft, start));
  const save = async () => {
    if (!(await editor.save())) return;
    void showAppToast({ message: t('edit.saved'), intent: Intent.SUCCESS });
    guard.release();
    void navigate('/musician-profile');
  };
  return (
    <section className="app-profile-edit" aria-labelledby={headingId}>
      <H1 id={headingId}>{t('edit.title')}</H1>
      <ProfileForm
        draft={editor.draft}
        fieldErrors={editor.fieldErrors}
        onEdit={editor.edit}
        onPhotoChosen={(file) => void editor.choosePhoto(file)}
        photoStatus={editor.photoStatus}
        photoMessage={editor.photoMessage}
        failure={editor.failure}
        submitting={editor.saving}
        submitLabel={t('edit.save')}
        extraActions={<RouteButton text={t('edit.cancel')} to="/musician-profile" />}
        onSubmit={() => void save()}
      />
      <UnsavedChangesDialog guard={guard} />
    </section>
  );
}
