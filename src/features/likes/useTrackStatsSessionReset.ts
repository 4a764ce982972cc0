import { useEffect } from 'react';
import { useAuth } from '../../lib/auth/auth';
import { useIsLoggedIn } from '../../lib/auth/sessionStore';
import { clearTrackStats } from './trackStats/trackStatsStore';

/** Who is logged in, as far as likes are concerned; `userId` is undefined until the profile is known. */
export interface LikeSession {
  loggedIn: boolean;
  userId: number | undefined;
}

/**
 * Whether the user changed between two observations: a login or logout, or another user id. A profile that
 * only finished loading (unknown -> known id) is the same user, so likes made meanwhile stay.
 */
export function sessionChanged(previous: LikeSession, next: LikeSession): boolean {
  if (previous.loggedIn !== next.loggedIn) return true;
  return previous.userId !== undefined && next.userId !== undefined && previous.userId !== next.userId;
}

/** The session the track stats overrides were recorded in (module-wide, like the store). */
let recordedFor: LikeSession | undefined;

/**
 * Forgets the track stats overrides (likes, counts) whenever the logged-in user changes (login, logout,
 * another tab), so one user's likes never show for another. Every list showing likes calls it.
 */
export function useTrackStatsSessionReset(): void {
  const loggedIn = useIsLoggedIn();
  const userId = useAuth().user?.userId;
  useEffect(() => {
    const next: LikeSession = { loggedIn, userId };
    if (recordedFor && sessionChanged(recordedFor, next)) clearTrackStats();
    const keepId = recordedFor && recordedFor.loggedIn === loggedIn && userId === undefined ? recordedFor.userId : userId;
    recordedFor = { loggedIn, userId: keepId };
  }, [loggedIn, userId]);
}
