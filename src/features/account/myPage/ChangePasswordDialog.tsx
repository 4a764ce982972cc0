import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorMessageKey } from '../../../lib/api/errorMessages';
import { changePassword } from '../../../lib/api/generated/sdk.gen';
import { AppDialog } from '../../../lib/ui/AppDialog';
import {
  PASSWORD_ALLOWED_SPECIALS,
  validateCurrentPassword,
  validateNewPassword,
  validatePasswordConfirmation,
  warningMessageKeys,
  type RuleResult,
} from '../../../lib/domain/account/rules';
import { passwordChangeFailureKey } from './failures';

export interface ChangePasswordDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called after the server accepted the new password (the dialog then closes). */
  onChanged: () => void;
}

const EMPTY = { current: '', next: '', confirmation: '' };

/** Current, new and confirmation; rules checked here first, then the server's answer is told in the dialog. */
export function ChangePasswordDialog({ isOpen, onClose, onChanged }: ChangePasswordDialogProps) {
  const { t } = useTranslation(['myPage', 'account', 'errors']);
  const ids = useId();
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ErrorMessageKey>();

  const errors = {
    current: validateCurrentPassword(values.current),
    next: validateNewPassword(values.current, values.next),
    confirmation: validatePasswordConfirmation(values.next, values.confirmation),
  };
  const shown = (key: RuleResult) => (submitted ? key : undefined);
  const intentOf = (key: RuleResult) => (!key ? 'none' : warningMessageKeys.has(key) ? 'warning' : 'danger');
  const ruleText = (key: RuleResult) => (key ? t(`account:${key}`, { allowed: PASSWORD_ALLOWED_SPECIALS }) : undefined);
  const change = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [field]: event.target.value }));

  function reset(): void {
    setValues(EMPTY);
    setSubmitted(false);
    setFailure(undefined);
  }

  function close(): void {
    if (saving) return;
    reset();
    onClose();
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (errors.current || errors.next || errors.confirmation) return;
    setSaving(true);
    try {
      const { data, error, response } = await changePassword({ body: { currentPassword: values.current, newPassword: values.next } });
      if (data?.data) {
        reset();
        onChanged();
      } else {
        setFailure(passwordChangeFailureKey(error, response?.status));
      }
    } catch (error) {
      setFailure(passwordChangeFailureKey(error));
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string, helper?: string) => {
    const error = shown(errors[name]);
    return (
      <FormGroup label={label} labelFor={`${ids}-${name}`} helperText={ruleText(error) ?? helper} intent={intentOf(error)}>
        <InputGroup id={`${ids}-${name}`} type="password" value={values[name]} onChange={change(name)} autoComplete={autoComplete} intent={intentOf(error)} />
      </FormGroup>
    );
  };

  return (
    <AppDialog isOpen={isOpen} onClose={close} title={t('password.title')} className="app-change-password-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {field('current', t('password.current'), 'current-password')}
          {field('next', t('password.new'), 'new-password', t('password.rules', { allowed: PASSWORD_ALLOWED_SPECIALS }))}
          {field('confirmation', t('password.confirm'), 'new-password')}
          {failure && (
            <Callout intent="danger" icon={<ErrorIcon />} role="alert" compact>
              {t(`errors:${failure}`)}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('password.cancel')} variant="minimal" onClick={close} disabled={saving} />
              <Button type="submit" intent="primary" text={t('password.submit')} loading={saving} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
