import { AnchorButton, Button, Classes, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AppDialog } from '../../../lib/ui/AppDialog';
import { loginPathFor, signUpPathFor } from '../../likes';
import { rememberPendingShortlist, type ShortlistButtonPlace } from './pendingShortlist';

export interface ShortlistLoginDialogProps {
  onClose: () => void;
  /** The track whose menu was asked for, and where its button is: that menu opens again after the login. */
  musicFileId: number;
  place: ShortlistButtonPlace;
}

/**
 * Offered to a visitor who pressed "Add to shortlist": log in (and come back here, where the menu of that
 * track opens again), sign up (the request waits through the sign-up and the first login) or not now.
 * Rendered only while open (its texts load with it).
 */
export function ShortlistLoginDialog({ onClose, musicFileId, place }: ShortlistLoginDialogProps) {
  const { t } = useTranslation('shortlistMenu');
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const loginPath = loginPathFor(here);
  const signUpPath = signUpPathFor(here);
  /** Keeps the menu asked for (opened back here after the login, or the first login after signing up), then goes. */
  const go = (path: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    rememberPendingShortlist({ musicFileId, path: here, place });
    onClose();
    void navigate(path);
  };
  return (
    <AppDialog isOpen onClose={onClose} title={t('loginTitle')}>
      <DialogBody>
        <p className={Classes.RUNNING_TEXT}>{t('loginBody')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="minimal" text={t('notNow')} onClick={onClose} />
            <AnchorButton variant="outlined" href={signUpPath} text={t('signUp')} onClick={go(signUpPath)} />
            <AnchorButton intent="primary" href={loginPath} text={t('login')} onClick={go(loginPath)} />
          </>
        }
      />
    </AppDialog>
  );
}
