import { Button, Callout, Checkbox, DialogBody, DialogFooter } from '@blueprintjs/core';
import { ErrorIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { leaveAccount } from '../../../api/generated/sdk.gen';
import { endSession } from '../../../auth';
import { AppDialog } from '../../../components/AppDialog';
import { leaveAccountFailure, type LeaveFailure } from './failures';
import { LeaveConsequences } from './LeaveConsequences';

export interface LeaveAccountDialogProps {
  isOpen: boolean;
  userId: number;
  onClose: () => void;
}

/**
 * Says what leaving removes and keeps, then asks for an "I understand" before closing the account; on success
 * the session ends and home opens.
 */
export function LeaveAccountDialog({ isOpen, userId, onClose }: LeaveAccountDialogProps) {
  const { t } = useTranslation(['myPage', 'errors']);
  const navigate = useNavigate();
  const [understood, setUnderstood] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<LeaveFailure>();

  function close(): void {
    if (leaving) return;
    setUnderstood(false);
    setFailure(undefined);
    onClose();
  }

  async function leave(): Promise<void> {
    setLeaving(true);
    setFailure(undefined);
    let left = false;
    try {
      const { data, error } = await leaveAccount({ path: { userId } });
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
      <DialogBody>
        <p>{t('leave.warning')}</p>
        <LeaveConsequences />
        <Checkbox checked={understood} onChange={(event) => setUnderstood(event.currentTarget.checked)} label={t('leave.understand')} />
        {failure && (
          <Callout intent="danger" icon={<ErrorIcon />} role="alert" compact data-status-code={failure.statusCode}>
            {t(`errors:${failure.messageKey}`)}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('leave.cancel')} variant="minimal" onClick={close} disabled={leaving} />
            <Button intent="danger" text={t('leave.confirm')} disabled={!understood} loading={leaving} onClick={() => void leave()} />
          </>
        }
      />
    </AppDialog>
  );
}
