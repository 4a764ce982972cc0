import { Intent } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ConfirmAlert } from '../../../lib/ui/ConfirmAlert';

export interface DeleteShortlistAlertProps {
  /** The list's name while the question is open, undefined when closed. */
  name: string | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete the shortlist?": Keep it (focused, Escape) or Delete. */
export function DeleteShortlistAlert({ name, busy, onConfirm, onCancel }: DeleteShortlistAlertProps) {
  const { t } = useTranslation('shortlists');
  return (
    <ConfirmAlert
      label={t('deleteDialog.label')}
      isOpen={name !== undefined}
      intent={Intent.DANGER}
      icon={<Trash />}
      loading={busy}
      confirmButtonText={t('deleteDialog.confirm')}
      cancelButtonText={t('deleteDialog.cancel')}
      canEscapeKeyCancel
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('deleteDialog.message', { name: name ?? '' })}</p>
    </ConfirmAlert>
  );
}
