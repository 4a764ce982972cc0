import { useTranslation } from 'react-i18next';
import { LoginOfferDialog } from '../../lib/ui/LoginOfferDialog';
import { rememberPendingLike } from './pendingLike';

export interface LikeLoginDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The track whose like was asked for: liked after the login. */
  musicFileId?: number;
}

/** Offered to an anonymous visitor who pressed Like: the like they asked for is applied once they have logged in. */
export function LikeLoginDialog({ isOpen, onClose, musicFileId }: LikeLoginDialogProps) {
  const { t } = useTranslation('catalog');
  const texts = { title: t('likes.loginTitle'), body: t('likes.loginBody'), notNow: t('likes.notNow'), signUp: t('likes.signUp'), login: t('likes.login') };
  return (
    <LoginOfferDialog
      isOpen={isOpen}
      onClose={onClose}
      texts={texts}
      onLeave={(here) => {
        if (musicFileId !== undefined) rememberPendingLike({ musicFileId, path: here });
      }}
    />
  );
}
