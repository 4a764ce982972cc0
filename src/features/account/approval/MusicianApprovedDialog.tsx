import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { InfoSignIcon, TickCircleIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { focusOverlayContent } from '../../../lib/ui/overlayFocus';

export interface MusicianApprovedDialogProps {
  isOpen: boolean;
  /** "Go to Registration": the musician registration flow. */
  onRegister: () => void;
  /** "Close" (and Escape): registration stays available under User > My Musician Profile. */
  onClose: () => void;
}

/** "Musician Registration Approved" (docs/product.md section 4): an approved musician without a profile is invited to register one. */
export function MusicianApprovedDialog({ isOpen, onRegister, onClose }: MusicianApprovedDialogProps) {
  const { t } = useTranslation('login');
  return (
    <Dialog
      className="app-approval-dialog app-approval-dialog--musician"
      isOpen={isOpen}
      title={t('musicianApproved.title')}
      icon={<TickCircleIcon />}
      onClose={onClose}
      canOutsideClickClose={false}
      onOpened={(node) => focusOverlayContent(node, `.${Classes.DIALOG_FOOTER} .${Classes.INTENT_PRIMARY}`)}
      isCloseButtonShown={false}
    >
      <DialogBody>
        <p className={Classes.RUNNING_TEXT}>{t('musicianApproved.message')}</p>
        <Callout className="app-approval-dialog__hint" compact icon={<InfoSignIcon />}>
          {t('musicianApproved.hint')}
        </Callout>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="minimal" onClick={onClose}>
              {t('musicianApproved.close')}
            </Button>
            <Button intent="primary" onClick={onRegister}>
              {t('musicianApproved.register')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
