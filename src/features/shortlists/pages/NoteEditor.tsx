import { Button } from '@blueprintjs/core';
import { Time } from '@blueprintjs/icons';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateShortlistNoteMutation } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { ShortlistEntry } from '../../../lib/api/generated/types.gen';
import { showAppToast } from '../../../lib/ui/AppToaster';
import { clockFieldValue, formatClock } from '../../../lib/domain/time/clock';
import { usePlayback, usePlaybackMedia } from '../../playback';
import { TextField } from './TextField';
import { useShortlistChanged } from './useInvalidateShortlists';
import { SHORTLIST_TEXT_MAX, sentShortlistText } from '../menu/shortlistRules';
import { noteError, noteTimeError, noteTimeExample } from './validation';
import { useFailureText } from '../../../lib/ui/useFailureText';

export interface NoteEditorProps {
  shortlistId: number;
  entry: ShortlistEntry;
  onDirty: (key: string, dirty: boolean) => void;
  confirm: (action: () => void) => void;
  /** The form closed (saved or cancelled): focus goes back to the Edit note button. */
  onClose: () => void;
}

/** The note on one entry (up to 500 characters, with a counter) and its time typed as `m:ss`, within the track. */
export function NoteEditor({ shortlistId, entry, onDirty, confirm, onClose }: NoteEditorProps) {
  const { t } = useTranslation(['shortlists', 'errors']);
  const failureText = useFailureText();
  const initialTime = entry.noteSeconds === null ? '' : formatClock(entry.noteSeconds);
  const [note, setNote] = useState(entry.note);
  const [time, setTime] = useState(initialTime);
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const key = `note-${entry.music.musicFileId}`;
  const changed = useShortlistChanged();
  const save = useMutation({
    ...updateShortlistNoteMutation(),
    onSuccess: (response) => {
      changed(shortlistId, response.data);
      void showAppToast({ message: t('note.saved'), intent: 'success' }, 'shortlist-note');
      onDirty(key, false);
      onClose();
    },
    onError: (error) => {
      void showAppToast({ message: failureText(error, t('note.failed')), intent: 'danger' }, 'shortlist-note');
    },
  });
  const dirty = note !== entry.note || time !== initialTime;
  useEffect(() => {
    onDirty(key, dirty);
  }, [key, dirty, onDirty]);
  useEffect(() => () => onDirty(key, false), [key, onDirty]);
  useEffect(() => {
    formRef.current?.querySelector('textarea')?.focus();
  }, []);

  const duration = formatClock(entry.music.durationSeconds);
  // This track in the player (playing or paused): its position can fill the time.
  const inPlayer = usePlayback().current?.musicFileId === entry.music.musicFileId;
  const media = usePlaybackMedia();
  const fillFromPlayer = () => {
    const position = Math.min(Math.floor(media?.currentTime ?? 0), Math.floor(entry.music.durationSeconds));
    setTime(formatClock(position));
  };
  const errors = { note: noteError(note), time: noteTimeError(time, entry.music.durationSeconds) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.note || errors.time) return;
    save.mutate({
      path: { shortlistId, musicFileId: entry.music.musicFileId },
      body: { note: sentShortlistText(note), noteSeconds: clockFieldValue(time) ?? null },
    });
  };

  return (
    <form ref={formRef} className="app-shortlist-note-form" onSubmit={submit} noValidate>
      <TextField label={t('note.text')} name="note" value={note} onChange={setNote} error={submitted ? errors.note : undefined} max={SHORTLIST_TEXT_MAX.note} multiline />
      <TextField
        label={t('note.time')}
        name="noteTime"
        value={time}
        onChange={setTime}
        error={submitted ? errors.time : undefined}
        errorValues={{ duration, example: noteTimeExample(entry.music.durationSeconds) }}
        help={t('note.timeHelp', { duration })}
        placeholder={noteTimeExample(entry.music.durationSeconds)}
      />
      {inPlayer && media && (
        <Button className="app-shortlist-note-position" size="small" variant="outlined" icon={<Time />} text={t('note.usePosition')} onClick={fillFromPlayer} />
      )}
      <div className="app-shortlist-form-actions">
        <Button type="submit" intent="primary" text={t('note.save')} loading={save.isPending} />
        <Button
          text={t('note.cancel')}
          onClick={() =>
            confirm(() => {
              onDirty(key, false);
              onClose();
            })
          }
        />
      </div>
    </form>
  );
}
