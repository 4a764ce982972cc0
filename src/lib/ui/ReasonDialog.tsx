import { Button, DialogBody, DialogFooter, FormGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './AppDialog';
import { ApiErrorCallout } from './ApiErrorCallout';

/** The longest note the office writes with a decision (the contract's limit on every decision's note). */
export const NOTE_MAX_LENGTH = 500;

/** The reason every list offers last, which needs the note to say why. */
const OTHER = 'OTHER';

export interface ReasonDialogProps<Reason extends string> {
  title: string;
  /** What happens with the reason (who reads it). */
  intro: string;
  /** The reasons offered, in order, with their labels; `OTHER` needs a note. */
  reasons: readonly { value: Reason; label: string }[];
  noteLabel: string;
  confirm: string;
  /** The decision is being sent: the dialog cannot close and its button spins. */
  pending: boolean;
  /** The provider's refusal of the last send, shown above the buttons (what was chosen and typed stays). */
  error: unknown;
  onSend: (reason: Reason, note: string) => void;
  onClose: () => void;
}

/**
 * A decision against someone, always with a reason: one from the short list the person reads in their mail, and
 * an optional note (needed with "Other"). Used for every such decision (the office's, a production's pass on an
 * answer), so they ask alike.
 */
export function ReasonDialog<Reason extends string>({ title, intro, reasons, noteLabel, confirm, pending, error, onSend, onClose }: ReasonDialogProps<Reason>) {
  const { t } = useTranslation(['reasonDialog', 'errors']);
  const ids = useId();
  const [reason, setReason] = useState<Reason>();
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const reasonMissing = submitted && reason === undefined;
  const noteMissing = submitted && reason === OTHER && note.trim() === '';

  const submit = () => {
    setSubmitted(true);
    if (reason === undefined || (reason === OTHER && note.trim() === '')) return;
    onSend(reason, note.trim());
  };

  return (
    <AppDialog isOpen onClose={pending ? () => undefined : onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) submit();
        }}
        noValidate
      >
        <DialogBody>
          <p>{intro}</p>
          <RadioGroup label={t('reason')} name={`${ids}-reason`} selectedValue={reason} onChange={(event) => setReason(event.currentTarget.value as Reason)}>
            {reasons.map(({ value, label }) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </RadioGroup>
          {reasonMissing && (
            <p className="app-reason-dialog-error" role="alert">
              {t('reasonRequired')}
            </p>
          )}
          <FormGroup
            label={noteLabel}
            labelFor={`${ids}-note`}
            helperText={noteMissing ? t('noteRequired') : t('noteHelp', { count: NOTE_MAX_LENGTH - note.length })}
            intent={noteMissing ? 'danger' : 'none'}
          >
            <TextArea
              id={`${ids}-note`}
              value={note}
              maxLength={NOTE_MAX_LENGTH}
              fill
              rows={3}
              onChange={(event) => setNote(event.currentTarget.value)}
              intent={noteMissing ? 'danger' : 'none'}
            />
          </FormGroup>
          <ApiErrorCallout error={error} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('cancel')} variant="minimal" onClick={onClose} disabled={pending} />
              <Button type="submit" intent="danger" text={confirm} loading={pending} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
