import type { UserProfile } from '../api/generated/types.gen';
import { useAuth } from './auth';

/**
 * The logged-in user's profile, undefined while anonymous or loading. Backed by the app-wide auth
 * actor: it loads the profile once after login or on start with a stored session, so the header,
 * navigation and panels share one call.
 */
export function useCurrentUser(): UserProfile | undefined {
  const { status, user } = useAuth();
  return status === 'authenticated' || status === 'refreshing' ? user : undefined;
}
