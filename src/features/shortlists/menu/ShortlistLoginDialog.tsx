import { useTranslation } from 'react-i18next';
import { LoginOfferDialog } from '../../../lib/ui/LoginOfferDialog';
import { rememberPendingShortlist, type ShortlistButtonPlace } from './pendingShortlist';

export interface ShortlistLoginDialogProps {
  onClose: () => void;
  /** The track whose menu was asked for, and where its button is: that menu opens again after the login. */
  musicFileId: number;
  place: ShortlistButtonPlace;
}

/**
 * Offered to a visitor who pressed "Add to shortlist": once they have logged in, the menu of that track opens again
 * here. Rendered only while open (its texts load with it).
 */
export function ShortlistLoginDialog({ onClose, musicFileId, place }: ShortlistLoginDialogProps) {
  const { t } = useTranslation('shortlistMenu');
  const texts = { title: t('loginTitle'), body: t('loginBody'), notNow: t('notNow'), signUp: t('signUp'), login: t('login') };
  return <LoginOfferDialog isOpen onClose={onClose} texts={texts} onLeave={(here) => rememberPendingShortlist({ musicFileId, path: here, place })} />;
}
