import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { Error as ErrorIcon } from '@blueprintjs/icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Music } from '../../lib/api/generated/types.gen';
import { UnsavedChangesDialog } from '../../lib/ui/forms/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../lib/ui/forms/useUnsavedChangesGuard';
import { LoadFailure } from '../../lib/ui/LoadFailure';
import { readAudioDuration } from './audioDuration';
import { checkCueMarkers } from './cueMarkerRules';
import { CueMarkerFields } from './CueMarkerFields';
import { draftFrom } from './draftFrom';
import { isDraftChanged, keywordError } from './draftRules';
import { FileField } from './FileField';
import { ACCEPTED_FILES, type FileField as FileFieldName } from './fileRules';
import { KeywordPicker } from './KeywordPicker';
import { useMessageText } from './messageText';
import { isSameFile } from './trackDraftStorage';
import { TrackTextFields } from './TrackTextFields';
import type { TrackDraft, TrackTarget, TrackUploadControls, TrackUploadView, UploadMessage } from './types';
import { isAudioRejection } from './uploadFailure';
import { UnfinishedUploadNotice } from './UnfinishedUploadNotice';
import { UploadProgress } from './UploadProgress';
import { useKeptTrackDraft } from './useKeptTrackDraft';
import { useTrackUpload } from './useTrackUpload';
import { useVocabulary } from '../../lib/api/useVocabulary';

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
  /**
   * The signed-in user: a new track's form is then kept in the browser per user until it is saved (a reload,
   * going back a step), with any upload it left unfinished offered to resume or discard.
   */
  userId?: number;
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
export function TrackUploadForm({ target, initial, onSaved, onCancel, userId, className }: TrackUploadFormProps) {
  const { t } = useTranslation('uploads');
  const text = useMessageText();
  const vocabulary = useVocabulary();
  const controls = useTrackUpload(target);
  const { view } = controls;
  const start = useMemo(() => draftFrom(initial), [initial]);
  const kept = useKeptTrackDraft(target, userId, controls);
  const [draft, setDraft] = useState<TrackDraft>(() => (initial ? start : kept.restored));
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  /** File fields changed since the last submit: the submit's message about them no longer applies. */
  const [changedFiles, setChangedFiles] = useState<Partial<Record<FileFieldName, true>>>({});
  /** Resume was pressed without the file at hand: choosing the same file sends it at once. */
  const resumeAsked = useRef(false);
  const audioInput = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState(false);
  /** The chosen music file's duration (read from its header), which markers must fit in; undefined until read. */
  const [chosenDuration, setChosenDuration] = useState<{ file: File; seconds: number | undefined }>();
  /** The music file of the last submit: a refusal of it is shown under the field until another is chosen. */
  const [sentAudio, setSentAudio] = useState<File | undefined>(undefined);
  const guard = useUnsavedChangesGuard(view.phase !== 'done' && (isDraftChanged(draft, start) || view.phase !== 'editing'));
  const reported = useRef<Music | undefined>(undefined);

  const { keep, forget } = kept;
  useEffect(() => {
    if (view.saved && reported.current !== view.saved) {
      reported.current = view.saved;
      forget();
      onSaved?.(view.saved);
    }
  }, [view.saved, onSaved, forget]);
  useEffect(() => {
    if (view.phase !== 'done') keep(draft);
  }, [draft, keep, view.phase]);

  const change = (changes: Partial<TrackDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const send = (next: TrackDraft) => {
    setSent(true);
    setSentAudio(next.audioFile);
    setChangedFiles({});
    controls.submit(next);
  };
  const chooseFile = (field: FileFieldName, file: File | undefined) => {
    change({ [field]: file, ...(field === 'coverFile' && file ? { removeCover: false } : {}) });
    setFileErrors((current) => ({ ...current, [field]: undefined }));
    setChangedFiles((current) => ({ ...current, [field]: true }));
    if (file) void controls.checkFile(field, file).then((error) => setFileErrors((current) => ({ ...current, [field]: error })));
    if (field === 'audioFile' && file) void readAudioDuration(file).then((seconds) => setChosenDuration({ file, seconds }));
    if (field === 'audioFile' && resumeAsked.current) {
      resumeAsked.current = false;
      if (isSameFile(file, kept.unfinished.audio)) send({ ...draft, audioFile: file });
    }
  };
  const resume = () => {
    if (isSameFile(draft.audioFile, kept.unfinished.audio)) return send(draft);
    resumeAsked.current = true;
    audioInput.current?.click();
  };
  const discard = useCallback(async () => {
    const urls = [kept.unfinished.audio, kept.unfinished.cover].flatMap((upload) => (upload ? [upload.uploadUrl] : []));
    await controls.terminate(urls);
    forget();
    setDraft(draftFrom(undefined));
    setFileErrors({});
    setSent(false);
  }, [controls, forget, kept.unfinished]);
  /** Cancelling the running upload deletes it on the server, so nothing is left to resume. */
  const progressControls: TrackUploadControls = {
    ...controls,
    cancel: () => {
      controls.cancel();
      kept.forgetUploads();
    },
  };
  const editable = view.phase === 'editing' || view.phase === 'failed';
  const duration = draft.audioFile ? (chosenDuration?.file === draft.audioFile ? chosenDuration.seconds : undefined) : draft.currentDurationSeconds;
  const audioRefused = view.phase === 'failed' && isAudioRejection(view.failure) && draft.audioFile === sentAudio ? view.failure : undefined;
  const freshFieldErrors: TrackUploadView['fieldErrors'] = Object.fromEntries(
    Object.entries(view.fieldErrors).filter(([field]) => !changedFiles[field as FileFieldName]),
  );
  const errors = {
    ...freshFieldErrors,
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
        send(draft);
      }}
    >
      {view.phase === 'editing' && (
        <UnfinishedUploadNotice unfinished={kept.unfinished} fileAtHand={isSameFile(draft.audioFile, kept.unfinished.audio)} onResume={resume} onDiscard={discard} />
      )}
      <TrackTextFields draft={draft} genres={genres} errors={errors} disabled={!editable} onChange={change} />
      <KeywordPicker keywords={keywords} chosen={draft.keywordIds} error={errors.keywords} disabled={!editable} onChange={(keywordIds) => change({ keywordIds })} />
      <FileField
        label={t('field.audioFile')}
        required={!editing}
        helper={fileHelp('audioHelp')}
        file={draft.audioFile}
        accept={ACCEPTED_FILES.audioFile}
        error={errors.audioFile}
        disabled={!editable}
        inputRef={audioInput}
        onChange={(file) => chooseFile('audioFile', file)}
      />
      <FileField
        label={t('field.coverFile')}
        helper={fileHelp('coverHelp')}
        file={draft.coverFile}
        current={initial?.coverUrl && !draft.removeCover ? t('field.currentCover') : undefined}
        accept={ACCEPTED_FILES.coverFile}
        error={errors.coverFile}
        disabled={!editable}
        onChange={(file) => chooseFile('coverFile', file)}
        onRemove={() => {
          chooseFile('coverFile', undefined);
          if (initial?.coverUrl) change({ removeCover: true });
        }}
      />
      {draft.removeCover && !draft.coverFile && (
        <p className="app-file-removed" role="status">
          {t('field.coverWillBeRemoved')}
        </p>
      )}
      <CueMarkerFields rows={draft.cueMarkers} errors={errors.cueMarkers} disabled={!editable} onChange={(cueMarkers) => change({ cueMarkers })} />
      {view.phase === 'validating' && <div role="status">{t('progress.checking')}</div>}
      {(view.phase === 'uploading' || view.phase === 'paused' || view.phase === 'saving') && <UploadProgress controls={progressControls} />}
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
                if (view.phase === 'failed') {
                  controls.cancel();
                  kept.forgetUploads();
                } else if (onCancel) {
                  guard.confirm(() => {
                    forget();
                    onCancel();
                  });
                }
              }}
            />
          )}
        </div>
      )}
      <UnsavedChangesDialog guard={guard} />
    </form>
  );
}
