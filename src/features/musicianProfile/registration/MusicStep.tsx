import { Button, Callout, H2, Intent } from '@blueprintjs/core';
import { ArrowLeft, Plus, Tick } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Music } from '../../../lib/api/generated/types.gen';
import { MAX_TRACKS_PER_MUSICIAN } from '../../../lib/domain/limits';
import { localizedText, useDataLanguage } from '../../../lib/i18n/localized';
import { TrackUploadForm } from '../../uploads';

export interface MusicStepProps {
  /** The signed-in user: the unsaved track is kept per user (going back to step 1, a reload). */
  userId: number;
  musicianId: number;
  tracks: readonly Music[];
  /** The track form is open (no track yet, or "add another" was chosen). */
  adding: boolean;
  /** The profile existed before this visit. */
  alreadyRegistered: boolean;
  onTrackSaved: (music: Music) => void;
  onAddAnother: () => void;
  /** Closes the track form without saving; offered once a track is saved. */
  onCloseForm: () => void;
  onFinish: () => void;
  onBack: () => void;
}

/**
 * Registration step 2: the shared track form for a new track of this musician, the tracks saved so far,
 * "add another" while fewer than 3, and finish (allowed without any music).
 */
export function MusicStep({ userId, musicianId, tracks, adding, alreadyRegistered, onTrackSaved, onAddAnother, onCloseForm, onFinish, onBack }: MusicStepProps) {
  const { t } = useTranslation('musicianProfile');
  const language = useDataLanguage();
  const full = tracks.length >= MAX_TRACKS_PER_MUSICIAN;
  return (
    <section className="app-registration-music">
      {alreadyRegistered && (
        <Callout intent={Intent.PRIMARY} className="app-registration-notice">
          <p>{t('registration.alreadyRegistered')}</p>
          <Link to="/musician-profile">{t('registration.openProfile')}</Link>
        </Callout>
      )}
      <p>{t('registration.musicIntro')}</p>
      {tracks.length > 0 && (
        <>
          <H2 className="app-registration-subtitle">{t('registration.savedTracks')}</H2>
          <ol className="app-registration-tracks" aria-label={t('registration.savedTracks')}>
            {tracks.map((track) => (
              <li key={track.musicFileId}>{localizedText(track.title, language)}</li>
            ))}
          </ol>
        </>
      )}
      {full && <p className="app-registration-limit">{t('registration.trackLimit')}</p>}
      {adding && !full && (
        <TrackUploadForm
          key={tracks.length}
          target={{ mode: 'create', musicianId }}
          userId={userId}
          onSaved={onTrackSaved}
          {...(tracks.length > 0 ? { onCancel: onCloseForm } : {})}
        />
      )}
      <div className="app-registration-actions">
        <Button icon={<ArrowLeft />} text={t('registration.backToInfo')} onClick={onBack} />
        {!adding && !full && <Button icon={<Plus />} text={t('registration.addAnother')} onClick={onAddAnother} />}
        {/* One primary action at a time: the track form's Upload while it is open, Finish otherwise. */}
        <Button
          intent={adding && !full ? Intent.NONE : Intent.PRIMARY}
          variant={adding && !full ? 'outlined' : undefined}
          icon={<Tick />}
          text={tracks.length === 0 ? t('registration.finishWithoutMusic') : t('registration.finish')}
          onClick={onFinish}
        />
      </div>
    </section>
  );
}
