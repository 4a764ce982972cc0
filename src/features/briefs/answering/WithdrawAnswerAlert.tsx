import { Intent } from '@blueprintjs/core';
import { Undo } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ConfirmAlert } from '../../../lib/ui/ConfirmAlert';

export interface WithdrawAnswerAlertProps {
  isOpen: boolean;
  /** The film the answer is to, in the reader's language. */
  title: string;
  withdrawing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an answer is withdrawn (the production no longer sees it; a new answer may follow before the deadline). */
export function WithdrawAnswerAlert({ isOpen, title, withdrawing, onConfirm, onCancel }: WithdrawAnswerAlertProps) {
  const { t } = useTranslation('answering');
  return (
    <ConfirmAlert
      label={t('withdraw.label')}
      isOpen={isOpen}
      intent={Intent.DANGER}
      icon={<Undo />}
      loading={withdrawing}
      confirmButtonText={t('withdraw.confirm')}
      cancelButtonText={t('withdraw.cancel')}
      canEscapeKeyCancel={!withdrawing}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('withdraw.message', { title })}</p>
    </ConfirmAlert>
  );
}
