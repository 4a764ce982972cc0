import { useSelector } from '@xstate/react';
import { createActor, waitFor, type Actor, type AnyActorRef } from 'xstate';
import { logout as logoutOperation } from '../api/generated/sdk.gen';
import type { UserProfile } from '../api/generated/types.gen';
import { authMachine, authStatusOf, type AuthStatus } from './authMachine';
import type { Credentials, LoginResult } from './performLogin';
import { clearTokens, clearUser, getStoredSession, markSessionEnded, subscribeToSession } from './sessionStore';

export type { AuthStatus } from './authMachine';
export type { AuthFailure, LoginResult } from './performLogin';
export { authMachine } from './authMachine';

let actor: Actor<typeof authMachine> | undefined;
let unsubscribe: (() => void) | undefined;

/** The app-wide auth actor (systemId `auth`), created and started on first use. */
export function getAuthActor(): AnyActorRef {
  return appActor();
}

function appActor(): Actor<typeof authMachine> {
  if (!actor) {
    const created = createActor(authMachine, { systemId: 'auth' });
    actor = created;
    created.start();
    let loggedIn = getStoredSession().accessToken !== undefined;
    // Tokens changed outside the actor: another tab (storage event), the developer panel.
    unsubscribe = subscribeToSession(() => {
      const now = getStoredSession().accessToken !== undefined;
      if (now === loggedIn) return;
      loggedIn = now;
      created.send({ type: 'SESSION_CHANGED', loggedIn: now });
    });
  }
  return actor;
}

/** Logs in (spec section 4); the answer tells the login page what to show. Never rejects. */
export async function login(credentials: Credentials): Promise<LoginResult> {
  const auth = appActor();
  if (!auth.getSnapshot().matches('loggingIn')) auth.send({ type: 'LOGIN', credentials });
  const done = await waitFor(auth, (snapshot) => !snapshot.matches('loggingIn'), { timeout: Infinity });
  return done.context.lastLogin ?? { ok: false, error: { statusCode: 400, messageKey: 'auth:loginFailedMessage' } };
}

/** Logs out: tells the provider (best effort), then clears both tokens and the user; status `signedOut`. */
export async function logout(): Promise<void> {
  const { refreshToken } = getStoredSession();
  markSessionEnded();
  try {
    if (refreshToken) await logoutOperation({ body: { refreshToken } });
  } catch {
    // Offline or a server failure: the session is dropped all the same.
  } finally {
    clearSession();
  }
}

/** The user ended the session (leaving the account): clears it, and calls still on their way with its token fail quietly. */
export function endSession(): void {
  markSessionEnded();
  clearSession();
}

/** Clears both tokens and the user (after leave-account, logout, a failed refresh); status `signedOut`. */
export function clearSession(): void {
  clearTokens();
  clearUser();
  // A not yet created actor starts from the (now empty) storage anyway.
  actor?.send({ type: 'SIGNED_OUT' });
}

/** The user's record changed on the server (musician profile registered or deleted): reload it for every screen. */
export function reloadCurrentUser(): void {
  actor?.send({ type: 'PROFILE_CHANGED' });
}

/** The approval-pending dialog was confirmed: back to anonymous. */
export function acknowledgeApprovalPending(): void {
  appActor().send({ type: 'ACKNOWLEDGE' });
}

/** The auth status, the session user and the authentication version, for components. */
export function useAuth(): { status: AuthStatus; user: UserProfile | undefined; authVersion: number } {
  const auth = appActor();
  const status = useSelector(auth, authStatusOf);
  const user = useSelector(auth, (snapshot) => snapshot.context.user);
  const authVersion = useSelector(auth, (snapshot) => snapshot.context.authVersion);
  return { status, user, authVersion };
}

/** Tells the auth actor about the refresh queue (wired by `src/api/client.ts`). */
export function notifyRefresh(event: 'started' | 'refreshed' | 'failed'): void {
  const type = event === 'started' ? 'REFRESH_STARTED' : event === 'refreshed' ? 'REFRESHED' : 'REFRESH_FAILED';
  actor?.send({ type });
}

/** Test helper: stops and forgets the app-wide actor (the next use creates a fresh one). */
export function resetAuthActorForTests(): void {
  unsubscribe?.();
  unsubscribe = undefined;
  actor?.stop();
  actor = undefined;
}
