import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ErrorMessageKey } from '../../../lib/api/errorMessages';
import { changePassword } from '../../../lib/api/generated/sdk.gen';
import { AppDialog } from '../../../lib/ui/AppDialog';
import { ruleKeyOf, ruleResolver } from '../../../lib/forms/ruleResolver';
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
type Values = typeof EMPTY;

/** The dialog's rules, the account rules' own (one source): judged on submit, then again as the fields change. */
const resolver = ruleResolver<Values>((values) => ({
  current: validateCurrentPassword(values.current),
  next: validateNewPassword(values.current, values.next),
  confirmation: validatePasswordConfirmation(values.next, values.confirmation),
}));

/** Current, new and confirmation; rules checked here first, then the server's answer is told in the dialog. */
export function ChangePasswordDialog({ isOpen, onClose, onChanged }: ChangePasswordDialogProps) {
  const { t } = useTranslation(['myPage', 'account', 'errors']);
  const ids = useId();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({ defaultValues: EMPTY, resolver, reValidateMode: 'onChange' });
  const { errors, isSubmitting: saving } = formState;
  const failure = ruleKeyOf(errors.root?.server) as ErrorMessageKey | undefined;

  const intentOf = (key: RuleResult) => (!key ? 'none' : warningMessageKeys.has(key) ? 'warning' : 'danger');
  const ruleText = (key: RuleResult) => (key ? t(`account:${key}`, { allowed: PASSWORD_ALLOWED_SPECIALS }) : undefined);

  function close(): void {
    if (saving) return;
    reset();
    onClose();
  }

  const submit = handleSubmit(async (values) => {
    try {
      const { data, error, response } = await changePassword({ body: { currentPassword: values.current, newPassword: values.next } });
      if (data?.data) {
        reset();
        onChanged();
      } else {
        setError('root.server', { message: passwordChangeFailureKey(error, response?.status) });
      }
    } catch (error) {
      setError('root.server', { message: passwordChangeFailureKey(error) });
    }
  });

  const field = (name: keyof Values, label: string, autoComplete: string, helper?: string) => {
    const error = ruleKeyOf(errors[name]) as RuleResult;
    // A new password changes whether the confirmation matches: both are judged again.
    const { ref, ...input } = register(name, name === 'next' ? { deps: ['confirmation'] } : {});
    return (
      <FormGroup label={label} labelFor={`${ids}-${name}`} helperText={ruleText(error) ?? helper} intent={intentOf(error)}>
        <InputGroup id={`${ids}-${name}`} type="password" {...input} inputRef={ref} autoComplete={autoComplete} intent={intentOf(error)} />
      </FormGroup>
    );
  };

  return (
    <AppDialog isOpen={isOpen} onClose={close} title={t('password.title')} className="app-change-password-dialog">
      <form onSubmit={(event) => (saving ? event.preventDefault() : void submit(event))} noValidate>
        <DialogBody>
          {field('current', t('password.current'), 'current-password')}
          {field('next', t('password.new'), 'new-password', t('password.rules', { allowed: PASSWORD_ALLOWED_SPECIALS }))}
          {field('confirmation', t('password.confirm'), 'new-password')}
          {failure && (
            <Callout intent="danger" icon={<ErrorIcon />} role="alert" compact>
              {t(failure, { ns: 'errors' })}
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
