import { logout as logoutOperation } from '../api/generated/sdk.gen';
import type { AuthEvent } from './authMachine';
import type { AuthState } from './authStatus';
import { subscribeToAuthState, useAuthState } from './authState';
import type { Credentials, LoginResult } from './performLogin';
import { clearTokens, clearUser, getStoredSession, markSessionEnded, readStoredTokens, subscribeToSession } from './sessionStore';

export type { AuthState } from './authStatus';
export type { AuthFailure, LoginResult } from './performLogin';

type ActorModule = typeof import('./appAuthActor');

/**
 * The auth machine (xstate) is not part of the first load: it is imported when a session exists (to reload the
 * user's profile, after the first render) or when something happens (login, logout, a refresh, tokens changed
 * by another tab). Events sent meanwhile wait for it, in order.
 */
let loaded: ActorModule | undefined;
let loading: Promise<ActorModule> | undefined;

/** Loads and starts the auth machine (once); the login page calls it ahead of the submit. */
export function preloadAuth(): Promise<unknown> {
  return loadActor();
}

function loadActor(): Promise<ActorModule> {
  loading ??= import('./appAuthActor').then((module) => {
    loaded = module;
    module.getAuthActor();
    return module;
  });
  return loading;
}

/** Starts the machine (loading it first when needed). */
function ensureActor(): void {
  if (loaded) loaded.getAuthActor();
  else void loadActor();
}

function send(event: AuthEvent): void {
  if (loaded) loaded.sendAuthEvent(event);
  else void loadActor().then((module) => module.sendAuthEvent(event));
}

// A session begun or ended outside the app (another tab, the developer panel) needs the machine.
let loggedIn = getStoredSession().accessToken !== undefined;
subscribeToSession(() => {
  const now = getStoredSession().accessToken !== undefined;
  if (now === loggedIn) return;
  loggedIn = now;
  ensureActor();
});

/** Logs in (docs/product.md section 4); the answer tells the login page what to show. Never rejects. */
export async function login(credentials: Credentials): Promise<LoginResult> {
  const module = await loadActor();
  return module.loginWithActor(credentials);
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
  send({ type: 'SIGNED_OUT' });
}

/** The user's record changed on the server (musician profile registered or deleted): reload it for every screen. */
export function reloadCurrentUser(): void {
  send({ type: 'PROFILE_CHANGED' });
}

/** The approval-pending dialog was confirmed: back to anonymous. */
export function acknowledgeApprovalPending(): void {
  send({ type: 'ACKNOWLEDGE' });
}

/**
 * With a stored session, the machine starts once a component shows the session (it reloads the profile). The
 * tokens are read fresh here (after the render, so telling the listeners is safe), as the machine reads them.
 */
function subscribeAndStart(listener: () => void): () => void {
  if (readStoredTokens().accessToken !== undefined) ensureActor();
  return subscribeToAuthState(listener);
}

/**
 * The auth status, the session user and the authentication version, for components. `unknown` on the server
 * and during hydration (the stored session is read right after).
 */
export function useAuth(): AuthState {
  return useAuthState(subscribeAndStart);
}

/** Tells the auth actor about the refresh queue (wired by `src/lib/api/client.ts`). */
const refreshEvents = { started: 'REFRESH_STARTED', refreshed: 'REFRESHED', abandoned: 'REFRESH_ABANDONED', failed: 'REFRESH_FAILED' } as const;

export function notifyRefresh(event: keyof typeof refreshEvents): void {
  send({ type: refreshEvents[event] });
}

/** Test helper: stops and forgets the app-wide actor (the next use creates a fresh one). */
export function resetAuthActorForTests(): void {
  loaded?.stopAuthActor();
  loggedIn = getStoredSession().accessToken !== undefined;
}
