import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { TimeIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { focusOverlayContent } from '../../../lib/ui/overlayFocus';

export interface ApprovalPendingDialogProps {
  isOpen: boolean;
  /** The confirm button (and closing the dialog): the login page sends the user home. */
  onConfirm: () => void;
}

/** "Approval Pending" (docs/product.md section 4): the account can log in once an administrator approves it. */
export function ApprovalPendingDialog({ isOpen, onConfirm }: ApprovalPendingDialogProps) {
  const { t } = useTranslation('login');
  return (
    <Dialog
      className="app-approval-dialog app-approval-dialog--pending"
      isOpen={isOpen}
      title={t('pending.title')}
      icon={<TimeIcon />}
      onClose={onConfirm}
      canOutsideClickClose={false}
      onOpened={(node) => focusOverlayContent(node, `.${Classes.DIALOG_FOOTER} .${Classes.INTENT_PRIMARY}`)}
      isCloseButtonShown={false}
    >
      <DialogBody>
        <p className={Classes.RUNNING_TEXT}>{t('pending.message')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <Button intent="primary" onClick={onConfirm}>
            {t('pending.confirm')}
          </Button>
        }
      />
    </Dialog>
  );
}
