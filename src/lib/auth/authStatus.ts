import type { UserProfile } from '../api/generated/types.gen';

/**
 * The session's status for the screens. `unknown` is "not known yet": what the server's prerender shows and
 * what hydration starts from, until the browser's stored session is read (parts depending on it show a sized
 * placeholder meanwhile).
 */
export type AuthStatus = 'unknown' | 'anonymous' | 'loggingIn' | 'approvalPending' | 'authenticated' | 'refreshing' | 'signedOut';

/** What components read: the status, the session user and the authentication version. */
export interface AuthState {
  status: AuthStatus;
  user: UserProfile | undefined;
  authVersion: number;
}

/** The state before the browser's session is known (the server snapshot). */
export const UNKNOWN_AUTH_STATE: AuthState = Object.freeze({ status: 'unknown', user: undefined, authVersion: 0 });

/** The public status of a snapshot of the auth actor. */
export function authStatusOf(snapshot: { value: unknown }): Exclude<AuthStatus, 'unknown'> {
  const value = snapshot.value;
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return top === 'starting' ? 'anonymous' : (top as Exclude<AuthStatus, 'unknown'>);
}
