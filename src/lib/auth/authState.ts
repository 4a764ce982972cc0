import { useSyncExternalStore } from 'react';
import type { UserProfile } from '../api/generated/types.gen';
import { UNKNOWN_AUTH_STATE, type AuthState } from './authStatus';
import { getStoredSession, readAuthVersion, readStoredUser, subscribeToSession, type StoredSession } from './sessionStore';

/**
 * The auth state components read, without the auth machine: the machine (xstate) loads after the first paint,
 * only when a session exists or something happens (login, logout, a refresh). Until then the state follows the
 * stored session the way the machine would start from it; once the machine runs, it mirrors the machine.
 */
let fromActor: AuthState | undefined;
let derived: { session: StoredSession; state: AuthState } | undefined;
const listeners = new Set<() => void>();

/** What the auth machine starts from with this stored session (its `starting` state). */
function startingState(session: StoredSession): AuthState {
  const loggedIn = session.accessToken !== undefined;
  return { status: loggedIn ? 'authenticated' : 'anonymous', user: loggedIn ? readStoredUser<UserProfile>() : undefined, authVersion: readAuthVersion() };
}

export function getAuthState(): AuthState {
  if (fromActor) return fromActor;
  const session = getStoredSession();
  if (derived?.session !== session) derived = { session, state: startingState(session) };
  return derived.state;
}

const sameState = (a: AuthState | undefined, b: AuthState | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.status === b.status && a.user === b.user && a.authVersion === b.authVersion);

/** The running auth machine's state (undefined once it is stopped). */
export function mirrorAuthState(next: AuthState | undefined): void {
  if (sameState(fromActor, next)) return;
  fromActor = next;
  for (const listener of listeners) listener();
}

export function subscribeToAuthState(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeSession = subscribeToSession(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeSession();
  };
}

const unknownState = () => UNKNOWN_AUTH_STATE;

/**
 * The auth state for components. On the server and while hydrating it is `unknown` (the browser's session is
 * not known yet); right after, the stored session's.
 */
export function useAuthState(subscribe: (listener: () => void) => () => void = subscribeToAuthState): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, unknownState);
}
