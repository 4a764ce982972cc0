import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { Error as ErrorIcon } from '@blueprintjs/icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Music } from '../api/generated/types.gen';
import { UnsavedChangesDialog } from '../components/forms/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../components/forms/useUnsavedChangesGuard';
import { LoadFailure } from '../components/LoadFailure';
import { readAudioDuration } from './audioDuration';
import { checkCueMarkers } from './cueMarkerRules';
import { CueMarkerFields } from './CueMarkerFields';
import { draftFrom } from './draftFrom';
import { isDraftChanged, keywordError } from './draftRules';
import { FileField } from './FileField';
import { KeywordPicker } from './KeywordPicker';
import { useMessageText } from './messageText';
import { TrackTextFields } from './TrackTextFields';
import type { TrackDraft, TrackTarget, UploadMessage } from './types';
import { isAudioRejection } from './uploadFailure';
import { UploadProgress } from './UploadProgress';
import { useTrackUpload } from './useTrackUpload';
import { useVocabulary } from './useVocabulary';

/** Props of the one track form used by music upload, registration step 2 and music edit. */
export interface TrackUploadFormProps {
  /** A new track of the musician, or an edit of one of theirs. */
  target: TrackTarget;
  /** The track being edited (fields start from it; files then only replace). */
  initial?: Music;
  /** The track was saved (created or edited). */
  onSaved?: (music: Music) => void;
  /** The user left the form without saving (after any running upload was cancelled). */
  onCancel?: () => void;
  className?: string;
}

type FileErrors = Partial<Record<'audioFile' | 'coverFile', UploadMessage>>;

/**
 * A track's form: titles, descriptions, genre, keywords, the music file and the cover, then the upload with
 * its progress (pause, resume, cancel) and the save. Files are checked as soon as they are chosen; once the
 * form was sent, the keyword and cue-marker rules follow the fields as they change. A music file the provider
 * refuses (corrupt or cut off) is named under its field until another one is chosen. Leaving it with something unsaved
 * (Cancel, another page, closing the tab) asks first.
 */
export function TrackUploadForm({ target, initial, onSaved, onCancel, className }: TrackUploadFormProps) {
  const { t } = useTranslation('uploads');
  const text = useMessageText();
  const vocabulary = useVocabulary();
  const controls = useTrackUpload(target);
  const { view } = controls;
  const start = useMemo(() => draftFrom(initial), [initial]);
  const [draft, setDraft] = useState<TrackDraft>(start);
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const [sent, setSent] = useState(false);
  /** The chosen music file's duration (read from its header), which markers must fit in; undefined until read. */
  const [chosenDuration, setChosenDuration] = useState<{ file: File; seconds: number | undefined }>();
  /** The music file of the last submit: a refusal of it is shown under the field until another is chosen. */
  const [sentAudio, setSentAudio] = useState<File | undefined>(undefined);
  const guard = useUnsavedChangesGuard(view.phase !== 'done' && (isDraftChanged(draft, start) || view.phase !== 'editing'));
  const reported = useRef<Music | undefined>(undefined);

  useEffect(() => {
    if (view.saved && reported.current !== view.saved) {
      reported.current = view.saved;
      onSaved?.(view.saved);
    }
  }, [view.saved, onSaved]);

  const change = (changes: Partial<TrackDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const chooseFile = (field: 'audioFile' | 'coverFile', file: File | undefined) => {
    change({ [field]: file });
    setFileErrors((current) => ({ ...current, [field]: undefined }));
    if (file) void controls.checkFile(field, file).then((error) => setFileErrors((current) => ({ ...current, [field]: error })));
    if (field === 'audioFile' && file) void readAudioDuration(file).then((seconds) => setChosenDuration({ file, seconds }));
  };
  const editable = view.phase === 'editing' || view.phase === 'failed';
  const duration = draft.audioFile ? (chosenDuration?.file === draft.audioFile ? chosenDuration.seconds : undefined) : draft.currentDurationSeconds;
  const audioRefused = view.phase === 'failed' && isAudioRejection(view.failure) && draft.audioFile === sentAudio ? view.failure : undefined;
  const errors = {
    ...view.fieldErrors,
    ...(audioRefused ? { audioFile: audioRefused } : {}),
    ...Object.fromEntries(Object.entries(fileErrors).filter(([, error]) => error)),
    keywords: sent ? keywordError(draft.keywordIds) : undefined,
    cueMarkers: sent ? checkCueMarkers(draft.cueMarkers, duration) : undefined,
  };
  const editing = target.mode === 'edit';
  const fileHelp = (key: 'audioHelp' | 'coverHelp') => (editing ? `${t(`field.${key}`)}. ${t('field.keepCurrent')}` : t(`field.${key}`));

  if (vocabulary.state.status === 'failed') return <LoadFailure title={t('loadFailed')} error={vocabulary.state.error} retry={vocabulary.retry} />;
  if (!vocabulary.state.data) return <Spinner size={40} />;
  const { genres, keywords } = vocabulary.state.data;

  return (
    <form
      className={['app-track-form', className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!editable) return;
        setSent(true);
        setSentAudio(draft.audioFile);
        controls.submit(draft);
      }}
    >
      <TrackTextFields draft={draft} genres={genres} errors={errors} disabled={!editable} onChange={change} />
      <KeywordPicker keywords={keywords} chosen={draft.keywordIds} error={errors.keywords} disabled={!editable} onChange={(keywordIds) => change({ keywordIds })} />
      <FileField
        label={t('field.audioFile')}
        required={!editing}
        helper={fileHelp('audioHelp')}
        file={draft.audioFile}
        error={errors.audioFile}
        disabled={!editable}
        onChange={(file) => chooseFile('audioFile', file)}
      />
      <FileField
        label={t('field.coverFile')}
        helper={fileHelp('coverHelp')}
        file={draft.coverFile}
        error={errors.coverFile}
        disabled={!editable}
        onChange={(file) => chooseFile('coverFile', file)}
      />
      <CueMarkerFields rows={draft.cueMarkers} errors={errors.cueMarkers} disabled={!editable} onChange={(cueMarkers) => change({ cueMarkers })} />
      {view.phase === 'validating' && <div role="status">{t('progress.checking')}</div>}
      {(view.phase === 'uploading' || view.phase === 'paused' || view.phase === 'saving') && <UploadProgress controls={controls} />}
      {view.phase === 'failed' && view.failure && !isAudioRejection(view.failure) && (
        <Callout intent={Intent.DANGER} icon={<ErrorIcon />} role="alert" className="app-upload-failure">
          {text(view.failure)}
        </Callout>
      )}
      {view.phase === 'done' && (
        <Callout intent={Intent.SUCCESS} role="status">
          {t(editing ? 'done.updated' : 'done.created')}
        </Callout>
      )}
      {editable && (
        <div className="app-track-form-actions">
          <Button type="submit" intent={Intent.PRIMARY} text={t(editing ? 'action.save' : 'action.upload')} />
          {view.phase === 'failed' && !isAudioRejection(view.failure) && <Button text={t('action.retry')} onClick={controls.retry} />}
          {(view.phase === 'failed' || onCancel) && (
            <Button
              variant="outlined"
              text={t('action.cancel')}
              onClick={() => {
                if (view.phase === 'failed') controls.cancel();
                else if (onCancel) guard.confirm(onCancel);
              }}
            />
          )}
        </div>
      )}
      <UnsavedChangesDialog guard={guard} />
    </form>
  );
}
