import { AnchorButton, Button, Classes, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor, signUpPathFor } from '../auth/loginPaths';
import { AppDialog } from './AppDialog';

export interface LoginOfferDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The dialog's texts, in the page's language: why to log in, and its three choices. */
  texts: { title: string; body: string; notNow: string; signUp: string; login: string };
  /**
   * Keeps what the visitor asked for (`here`: this page's path and search), to be done back here after the login,
   * or after the first login that follows signing up.
   */
  onLeave: (here: string) => void;
}

/**
 * Offered to an anonymous visitor who asked for something that needs an account (a like, a shortlist): log in
 * and come back here, sign up (the request waits through the sign-up and the first login), or not now.
 */
export function LoginOfferDialog({ isOpen, onClose, texts, onLeave }: LoginOfferDialogProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const loginPath = loginPathFor(here);
  const signUpPath = signUpPathFor(here);
  const go = (path: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    onLeave(here);
    onClose();
    void navigate(path);
  };
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={texts.title}>
      <DialogBody>
        <p className={Classes.RUNNING_TEXT}>{texts.body}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="minimal" text={texts.notNow} onClick={onClose} />
            <AnchorButton variant="outlined" href={signUpPath} text={texts.signUp} onClick={go(signUpPath)} />
            <AnchorButton intent="primary" href={loginPath} text={texts.login} onClick={go(loginPath)} />
          </>
        }
      />
    </AppDialog>
  );
}
