import { Callout, H1, Intent } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { LoadFailure } from '../../../lib/ui/LoadFailure';
import { LoadingState } from '../../../lib/ui/LoadingState';
import { ProfileForm } from '../form/ProfileForm';
import { useMessageText } from '../form/useMessageText';
import { MusicianOnly } from '../shared/MusicianOnly';
import { loadDraft } from './draftStorage';
import { MusicStep } from './MusicStep';
import { registrationMachine } from './registrationMachine';
import { RegistrationSteps } from './RegistrationSteps';

/** The message refusing step 2 before step 1 is saved: shown under the steps, not by the save button. */
const NOT_REGISTERED = 'errors:code.MUSICIAN_PROFILE_NOT_REGISTERED';

/** `/musician-registration`: approved musicians only. */
export function RegistrationPage() {
  return <MusicianOnly>{(user) => <Registration userId={user.userId} />}</MusicianOnly>;
}

interface RegistrationProps {
  userId: number;
}

/** The registration machine's screens: step 1 (musician information), step 2 (music), then the profile. */
function Registration({ userId }: RegistrationProps) {
  const { t } = useTranslation('musicianProfile');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const headingId = useId();
  const [snapshot, send] = useMachine(registrationMachine, { input: { userId, ...optionalDraft(userId) } });
  const { context } = snapshot;
  const done = snapshot.matches('done');

  useEffect(() => {
    if (!done) return;
    void showAppToast({ message: t('registration.completed'), intent: Intent.SUCCESS });
    void navigate('/musician-profile');
  }, [done, navigate, t]);

  // A new step starts at its top (the button that changed it is at the bottom of the previous one).
  const step = snapshot.matches('music') ? 'music' : snapshot.matches('information') ? 'information' : 'other';
  useEffect(() => {
    if (step !== 'other') globalThis.scrollTo?.(0, 0);
  }, [step]);

  const stepFailure = context.failure?.title.key === NOT_REGISTERED ? context.failure : undefined;
  const formFailure = stepFailure ? undefined : context.failure;
  const inMusic = snapshot.matches('music');

  return (
    <section className="app-registration" aria-labelledby={headingId}>
      <H1 id={headingId}>{t('registration.title')}</H1>
      {snapshot.matches('checking') && <LoadingState text={t('registration.loading')} />}
      {snapshot.matches('loadFailed') && <LoadFailure title={t('registration.loadFailed')} error={context.loadError} retry={() => send({ type: 'RETRY' })} />}
      {(snapshot.matches('information') || inMusic) && (
        <RegistrationSteps
          current={inMusic ? 'music' : 'information'}
          onInformation={() => inMusic && send({ type: 'BACK' })}
          onMusic={() => !inMusic && send({ type: 'GO_TO_MUSIC' })}
        />
      )}
      {stepFailure && (
        <Callout className="app-registration-step-failure" intent={Intent.DANGER} role="alert">
          {messageText(stepFailure.title)}
        </Callout>
      )}
      {snapshot.matches('information') && (
        <ProfileForm
          draft={context.draft}
          fieldErrors={context.fieldErrors}
          onEdit={(field, value) => send({ type: 'EDIT', field, value })}
          onPhotoChosen={(file) => send({ type: 'PHOTO_CHOSEN', file })}
          photoStatus={snapshot.matches({ information: 'checkingPhoto' }) ? 'checking' : snapshot.matches({ information: 'uploadingPhoto' }) ? 'uploading' : 'idle'}
          photoMessage={context.photoMessage}
          failure={formFailure}
          onSubmit={() => send({ type: 'SAVE' })}
          submitting={snapshot.matches({ information: 'saving' })}
          submitLabel={t('registration.saveInfo')}
        />
      )}
      {inMusic && context.musicianId !== undefined && (
        <MusicStep
          userId={userId}
          musicianId={context.musicianId}
          tracks={context.tracks}
          adding={snapshot.matches({ music: 'adding' })}
          alreadyRegistered={context.alreadyRegistered}
          onTrackSaved={(music) => send({ type: 'TRACK_SAVED', music })}
          onAddAnother={() => send({ type: 'ADD_ANOTHER' })}
          onCloseForm={() => send({ type: 'CLOSE_TRACK_FORM' })}
          onFinish={() => send({ type: 'FINISH' })}
          onBack={() => send({ type: 'BACK' })}
        />
      )}
    </section>
  );
}

/** The stored draft as the machine's optional input. */
function optionalDraft(userId: number) {
  const restoredDraft = loadDraft(userId);
  return restoredDraft ? { restoredDraft } : {};
}
