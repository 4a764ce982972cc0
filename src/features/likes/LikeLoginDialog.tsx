import { AnchorButton, Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor, signUpPathFor } from './loginPath';
import { rememberPendingLike } from './pendingLike';

export interface LikeLoginDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The track whose like was asked for: liked after the login. */
  musicFileId?: number;
}

/**
 * Offered to an anonymous visitor who pressed Like: log in (and come back here, where the like they asked
 * for is then applied), sign up (the like waits through the sign-up and the first login) or not now.
 */
export function LikeLoginDialog({ isOpen, onClose, musicFileId }: LikeLoginDialogProps) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const loginPath = loginPathFor(here);
  const signUpPath = signUpPathFor(here);
  /** Keeps the like asked for (applied back here after the login, or the first login after signing up), then goes. */
  const go = (path: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (musicFileId !== undefined) rememberPendingLike({ musicFileId, path: here });
    onClose();
    void navigate(path);
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('likes.loginTitle')}>
      <DialogBody>
        <p className={Classes.RUNNING_TEXT}>{t('likes.loginBody')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="minimal" text={t('likes.notNow')} onClick={onClose} />
            <AnchorButton variant="outlined" href={signUpPath} text={t('likes.signUp')} onClick={go(signUpPath)} />
            <AnchorButton intent="primary" href={loginPath} text={t('likes.login')} onClick={go(loginPath)} />
          </>
        }
      />
    </Dialog>
  );
}
