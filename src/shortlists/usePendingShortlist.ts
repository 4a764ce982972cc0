import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useIsLoggedIn } from '../auth/sessionStore';
import { forgetAbandonedPendingShortlist, takePendingShortlist, type ShortlistButtonPlace } from './pendingShortlist';

const usePath = () => {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
};

/** Calls `open` once when the login brings the visitor back to the button they pressed before logging in. */
export function useReopenAfterLogin(musicFileId: number, place: ShortlistButtonPlace, open: () => void): void {
  const loggedIn = useIsLoggedIn();
  const path = usePath();
  useEffect(() => {
    if (takePendingShortlist({ musicFileId, place }, path, loggedIn)) open();
  }, [musicFileId, place, path, loggedIn, open]);
}

/** Forgets an "add to shortlist" the visitor no longer waits for (they left the login page without logging in). */
export function useForgetAbandonedShortlist(): void {
  const loggedIn = useIsLoggedIn();
  const path = usePath();
  useEffect(() => forgetAbandonedPendingShortlist(path, loggedIn), [path, loggedIn]);
}
