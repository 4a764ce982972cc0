import { AnchorButton, Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from './loginPath';

export interface LikeLoginDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Offered to an anonymous visitor who pressed Like: log in (and come back here) or not now. */
export function LikeLoginDialog({ isOpen, onClose }: LikeLoginDialogProps) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const navigate = useNavigate();
  const loginPath = loginPathFor(`${location.pathname}${location.search}`);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('likes.loginTitle')}>
      <DialogBody>
        <p className={Classes.RUNNING_TEXT}>{t('likes.loginBody')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button variant="minimal" text={t('likes.notNow')} onClick={onClose} />
            <AnchorButton
              intent="primary"
              href={loginPath}
              text={t('likes.login')}
              onClick={(event) => {
                event.preventDefault();
                onClose();
                void navigate(loginPath);
              }}
            />
          </>
        }
      />
    </Dialog>
  );
}
