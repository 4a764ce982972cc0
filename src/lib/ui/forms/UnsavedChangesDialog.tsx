import { Intent } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ConfirmAlert } from '../ConfirmAlert';
import type { UnsavedChangesGuard } from './useUnsavedChangesGuard';

export interface UnsavedChangesDialogProps {
  /** The form's guard (`useUnsavedChangesGuard`): the dialog is open while it asks. */
  guard: Pick<UnsavedChangesGuard, 'asking' | 'leave' | 'stay'>;
}

/** "Leave without saving?": Keep editing (focused, Escape) or Leave. */
export function UnsavedChangesDialog({ guard }: UnsavedChangesDialogProps) {
  const { t } = useTranslation('common');
  return (
    <ConfirmAlert
      className="app-unsaved-changes"
      label={t('unsavedChanges.label')}
      isOpen={guard.asking}
      intent={Intent.DANGER}
      icon={<WarningSign />}
      confirmButtonText={t('unsavedChanges.leave')}
      cancelButtonText={t('unsavedChanges.stay')}
      canEscapeKeyCancel
      onConfirm={guard.leave}
      onCancel={guard.stay}
    >
      <p>{t('unsavedChanges.message')}</p>
    </ConfirmAlert>
  );
}
