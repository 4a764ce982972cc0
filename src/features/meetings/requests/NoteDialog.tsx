import { Button, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../lib/ui/AppDialog';
import { REQUEST_NOTE_MAX } from './RequestDialog';
import { ApiErrorCallout } from '../../../lib/ui/ApiErrorCallout';

export interface NoteDialogProps {
  title: string;
  intro: string;
  confirm: string;
  pending: boolean;
  error: unknown;
  onSend: (note: string) => void;
  onClose: () => void;
}

/** Declining or cancelling a request: what happens, an optional note for the other side, and the confirming button. */
export function NoteDialog({ title, intro, confirm, pending, error, onSend, onClose }: NoteDialogProps) {
  const { t } = useTranslation(['meetings', 'errors']);
  const id = useId();
  const [note, setNote] = useState('');
  return (
    <AppDialog isOpen onClose={pending ? () => undefined : onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onSend(note.trim());
        }}
        noValidate
      >
        <DialogBody>
          <p>{intro}</p>
          <FormGroup label={t('requests.responseNote')} labelFor={id} helperText={t('requests.noteCount', { count: note.length, max: REQUEST_NOTE_MAX })}>
            <TextArea id={id} value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={REQUEST_NOTE_MAX} fill rows={3} />
          </FormGroup>
          <ApiErrorCallout error={error} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('requests.keep')} disabled={pending} onClick={onClose} />
              <Button type="submit" intent="danger" text={confirm} loading={pending} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
