import { Button, Callout, Checkbox, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { ErrorIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { leaveAccount } from '../../../lib/api/generated/sdk.gen';
import { endSession } from '../../../lib/auth/auth';
import { AppDialog } from '../../../lib/ui/AppDialog';
import { validateCurrentPassword } from '../../../lib/domain/account/rules';
import { leaveAccountFailure, type LeaveFailure } from './failures';
import { LeaveConsequences } from './LeaveConsequences';

export interface LeaveAccountDialogProps {
  isOpen: boolean;
  userId: number;
  onClose: () => void;
}

/**
 * Says what leaving removes and keeps, then asks for the current password and an "I understand" before closing
 * the account (a stolen session alone cannot close it); on success the session ends and home opens. An empty
 * password is told under the field before any call, a wrong one under the field from the answer.
 */
export function LeaveAccountDialog({ isOpen, userId, onClose }: LeaveAccountDialogProps) {
  const { t } = useTranslation(['myPage', 'account', 'errors']);
  const passwordId = useId();
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<LeaveFailure>();
  const navigate = useNavigate();

  const required = submitted ? validateCurrentPassword(password) : undefined;
  const passwordMessage = required ? t(`account:${required}`) : failure?.onPassword ? t(failure.messageKey, { ...failure.values, ns: 'errors' }) : undefined;

  function close(): void {
    if (leaving) return;
    setUnderstood(false);
    setPassword('');
    setSubmitted(false);
    setFailure(undefined);
    onClose();
  }

  async function leave(event: FormEvent): Promise<void> {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    if (!understood || validateCurrentPassword(password)) return;
    setLeaving(true);
    let left = false;
    try {
      const { data, error } = await leaveAccount({ path: { userId }, body: { password } });
      left = data?.data === true;
      if (!left) setFailure(leaveAccountFailure(error));
    } catch (error) {
      setFailure(leaveAccountFailure(error));
    } finally {
      setLeaving(false);
    }
    if (left) {
      endSession();
      await navigate('/', { replace: true });
    }
  }

  return (
    <AppDialog isOpen={isOpen} onClose={close} title={t('leave.title')} icon={<WarningSignIcon />} className="app-leave-account-dialog">
      <form onSubmit={(event) => void leave(event)} noValidate>
        <DialogBody>
          <p>{t('leave.warning')}</p>
          <LeaveConsequences />
          <FormGroup
            label={t('leave.password')}
            labelFor={passwordId}
            helperText={passwordMessage && <span id={`${passwordId}-message`}>{passwordMessage}</span>}
            intent={passwordMessage ? 'danger' : 'none'}
          >
            <InputGroup
              id={passwordId}
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              intent={passwordMessage ? 'danger' : 'none'}
              aria-invalid={passwordMessage ? true : undefined}
              aria-describedby={passwordMessage ? `${passwordId}-message` : undefined}
            />
          </FormGroup>
          <Checkbox checked={understood} onChange={(event) => setUnderstood(event.currentTarget.checked)} label={t('leave.understand')} />
          {failure && !failure.onPassword && (
            <Callout intent="danger" icon={<ErrorIcon />} role="alert" compact data-status-code={failure.statusCode}>
              {t(failure.messageKey, { ...failure.values, ns: 'errors' })}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('leave.cancel')} variant="minimal" onClick={close} disabled={leaving} />
              <Button type="submit" intent="danger" text={t('leave.confirm')} disabled={!understood} loading={leaving} />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
