import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useIsLoggedIn } from '../../../lib/auth/sessionStore';
import { forgetAbandonedPendingShortlist, takePendingShortlist, type ShortlistButtonPlace } from './pendingShortlist';

const usePath = () => {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
};

/**
 * Calls `open` once when the login brings the visitor back to the button they pressed before logging in, and
 * forgets a request the visitor no longer waits for (they left the login page without logging in). Every
 * "Add to shortlist" button runs it; it is not in the main layout, which would put it in the first load.
 */
export function useReopenAfterLogin(musicFileId: number, place: ShortlistButtonPlace, open: () => void): void {
  const loggedIn = useIsLoggedIn();
  const path = usePath();
  useEffect(() => {
    if (takePendingShortlist({ musicFileId, place }, path, loggedIn)) open();
    else forgetAbandonedPendingShortlist(path, loggedIn);
  }, [musicFileId, place, path, loggedIn, open]);
}
