import { AnchorButton, Button, Classes, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppDialog } from '../components/AppDialog';
import { loginPathFor } from '../likes/loginPath';
import { rememberPendingShortlist, type ShortlistButtonPlace } from './pendingShortlist';

export interface ShortlistLoginDialogProps {
  onClose: () => void;
  /** The track whose menu was asked for, and where its button is: that menu opens again after the login. */
  musicFileId: number;
  place: ShortlistButtonPlace;
}

/**
 * Offered to a visitor who pressed "Add to shortlist": log in (and come back here, where the menu of that
 * track opens again) or not now. Rendered only while open (its texts load with it).
 */
export function ShortlistLoginDialog({ onClose, musicFileId, place }: ShortlistLoginDialogProps) {
  const { t } = useTranslation('shortlistMenu');
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const loginPath = loginPathFor(here);
  return (
    <AppDialog isOpen onClose={onClose} title={t('loginTitle')}>
      <DialogBody>
        <p className={Classes.RUNNING_TEXT}>{t('loginBody')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="minimal" text={t('notNow')} onClick={onClose} />
            <AnchorButton
              intent="primary"
              href={loginPath}
              text={t('login')}
              onClick={(event) => {
                event.preventDefault();
                rememberPendingShortlist({ musicFileId, path: here, place });
                onClose();
                void navigate(loginPath);
              }}
            />
          </>
        }
      />
    </AppDialog>
  );
}
