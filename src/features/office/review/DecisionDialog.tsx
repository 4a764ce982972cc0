import { Button, Callout, DialogBody, DialogFooter, FormGroup, Radio, RadioGroup, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/api/errorMessages';
import type { AccountDecisionReason, MusicianAccount } from '../../../lib/api/generated/types.gen';
import { AppDialog } from '../../../lib/ui/AppDialog';
import { useDecideMusicianAccount } from './useMusicianAccounts';

/** The reasons the office picks from, in the order offered. */
const REASONS: AccountDecisionReason[] = ['NOT_A_COMPOSER', 'INCOMPLETE_INFORMATION', 'DUPLICATE_ACCOUNT', 'TERMS_VIOLATION', 'OTHER'];
export const NOTE_MAX_LENGTH = 500;

export interface DecisionDialogProps {
  account: MusicianAccount;
  action: 'reject' | 'revoke';
  onClose: () => void;
}

/**
 * Rejecting or revoking a musician account: a reason from the short list (the musician reads it in the mail) and
 * an optional note, needed with "Other". What was chosen and typed stays when the provider refuses.
 */
export function DecisionDialog({ account, action, onClose }: DecisionDialogProps) {
  const { t } = useTranslation(['office', 'errors']);
  const ids = useId();
  const [reason, setReason] = useState<AccountDecisionReason>();
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const decide = useDecideMusicianAccount();
  const reasonMissing = submitted && reason === undefined;
  const noteMissing = submitted && reason === 'OTHER' && note.trim() === '';

  const submit = () => {
    setSubmitted(true);
    if (reason === undefined || (reason === 'OTHER' && note.trim() === '')) return;
    decide.mutate({ path: { userId: account.userId }, body: { action, reason, ...(note.trim() ? { note } : {}) } }, { onSuccess: onClose });
  };

  return (
    <AppDialog isOpen onClose={decide.isPending ? () => undefined : onClose} title={t(`decision.${action}.title`, { name: account.name })}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!decide.isPending) submit();
        }}
        noValidate
      >
        <DialogBody>
          <p>{t(`decision.${action}.intro`)}</p>
          <RadioGroup
            label={t('decision.reason')}
            name={`${ids}-reason`}
            selectedValue={reason}
            onChange={(event) => setReason(event.currentTarget.value as AccountDecisionReason)}
            className={reasonMissing ? 'app-office-missing' : undefined}
          >
            {REASONS.map((value) => (
              <Radio key={value} value={value} label={t(`reason.${value}`)} />
            ))}
          </RadioGroup>
          {reasonMissing && (
            <p className="app-office-field-error" role="alert">
              {t('decision.reasonRequired')}
            </p>
          )}
          <FormGroup
            label={t('decision.note')}
            labelFor={`${ids}-note`}
            helperText={noteMissing ? t('decision.noteRequired') : t('decision.noteHelp', { count: NOTE_MAX_LENGTH - note.length })}
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
          {decide.isError && (
            <Callout intent="danger" role="alert" compact>
              {t(`errors:${errorMessageKey(decide.error)}`)}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('decision.cancel')} variant="minimal" onClick={onClose} disabled={decide.isPending} />
              <Button type="submit" intent="danger" text={t(`decision.${action}.confirm`)} loading={decide.isPending} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
