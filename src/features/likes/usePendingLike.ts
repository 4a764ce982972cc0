import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { likeMusic } from '../../lib/api/generated/sdk.gen';
import { resultData } from '../../lib/api/resultData';
import { useIsLoggedIn } from '../../lib/auth/sessionStore';
import { showAppToast } from '../../lib/ui/AppToaster';
import { updateTrackStats } from './trackStats/trackStatsStore';
import { forgetAbandonedPendingLike, takePendingLike } from './pendingLike';

const usePath = () => {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
};

/**
 * Applies the like a visitor asked for before logging in, once they are logged in and back on its page:
 * a like (PUT, so a track they already liked stays liked), shown with the server's numbers everywhere.
 * Track lists call it after `useTrackStatsSessionReset`, whose reset at login must not undo it.
 */
export function useApplyPendingLike(): void {
  const { t } = useTranslation('catalog');
  const loggedIn = useIsLoggedIn();
  const path = usePath();
  useEffect(() => {
    const like = takePendingLike(path, loggedIn);
    if (!like) return;
    const { musicFileId } = like;
    resultData(likeMusic({ path: { musicFileId } })).then(
      (state) => updateTrackStats(musicFileId, { liked: state.liked, likeCount: state.likeCount }),
      () => void showAppToast({ message: t('likes.failed'), intent: 'danger' }, `like-failed-${musicFileId}`),
    );
  }, [path, loggedIn, t]);
}

/** Forgets a pending like the visitor no longer waits for (they left the login page without logging in). */
export function useForgetAbandonedLike(): void {
  const loggedIn = useIsLoggedIn();
  const path = usePath();
  useEffect(() => forgetAbandonedPendingLike(path, loggedIn), [path, loggedIn]);
}
