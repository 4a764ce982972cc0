import { useSyncExternalStore } from 'react';
import { ACCESS_TOKEN_KEY, ACCESS_TOKEN_RENEW_AT_KEY, REFRESH_TOKEN_KEY, isUsableToken } from '../api/tokenStorage';
import { renewAtFor } from './renewAhead';

/**
 * The stored session: both tokens in localStorage (docs/product.md section 3). Components subscribe to it; other tabs'
 * changes arrive through the storage event. The auth lifecycle (login, refresh queue, approval) builds on it.
 */
export interface StoredSession {
  accessToken: string | undefined;
  refreshToken: string | undefined;
}

const listeners = new Set<() => void>();
let snapshot: StoredSession = read();

function read(): StoredSession {
  const get = (key: string) => {
    try {
      const value = globalThis.localStorage?.getItem(key);
      return isUsableToken(value) ? value : undefined;
    } catch {
      return undefined;
    }
  };
  return { accessToken: get(ACCESS_TOKEN_KEY), refreshToken: get(REFRESH_TOKEN_KEY) };
}

function publish(): void {
  const next = read();
  if (next.accessToken === snapshot.accessToken && next.refreshToken === snapshot.refreshToken) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

globalThis.addEventListener?.('storage', (event) => {
  if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) publish();
});

export const getStoredSession = () => snapshot;

/** The stored tokens read fresh from localStorage (another tab may have changed them since the last event). */
export function readStoredTokens(): StoredSession {
  publish();
  return snapshot;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores a pair; with the access token's lifetime, also when to renew it (see `renewAhead.ts`). */
export function storeTokens(tokens: { accessToken: string; refreshToken: string; accessTokenExpiresIn?: number | null }): void {
  const renewAt = renewAtFor(tokens.accessTokenExpiresIn, Date.now());
  if (renewAt === undefined) localStorage.removeItem(ACCESS_TOKEN_RENEW_AT_KEY);
  else localStorage.setItem(ACCESS_TOKEN_RENEW_AT_KEY, String(renewAt));
  localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  publish();
}

/** When the stored access token should be renewed (ms since the epoch); undefined when unknown. */
export function readRenewAt(): number | undefined {
  try {
    const value = Number(globalThis.localStorage?.getItem(ACCESS_TOKEN_RENEW_AT_KEY) ?? Number.NaN);
    return Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Access tokens this tab ended on purpose (logout, leaving the account). A call still on its way with one of
 * them comes back 401: that is expected, not an expired session, so it is neither refreshed nor told.
 */
const endedTokens = new Set<string>();

/** Remembers the current access token as ended on purpose (before the logout call: calls racing it fail quietly). */
export function markSessionEnded(): void {
  const { accessToken } = readStoredTokens();
  if (accessToken !== undefined) endedTokens.add(accessToken);
}

/** Whether a call carried a token this tab ended on purpose. */
export function wasEndedOnPurpose(accessToken: string | undefined): boolean {
  return accessToken !== undefined && endedTokens.has(accessToken);
}

export function clearTokens(): void {
  localStorage.removeItem(ACCESS_TOKEN_RENEW_AT_KEY);
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  publish();
}

/** localStorage keys of the session user record and the authentication-version counter (docs/product.md section 4). */
export const USER_KEY = 'user';
export const AUTH_VERSION_KEY = 'authVersion';

/** The stored session user record (the profile loaded after login), if any. */
export function readStoredUser<T = unknown>(): T | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function storeUser(user: unknown): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearUser(): void {
  localStorage.removeItem(USER_KEY);
}

/** The authentication-version counter: incremented on every successful login. */
export function readAuthVersion(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(AUTH_VERSION_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function incrementAuthVersion(): number {
  const next = readAuthVersion() + 1;
  localStorage.setItem(AUTH_VERSION_KEY, String(next));
  return next;
}

/** Whether this browser holds a session: `unknown` on the server and while hydrating (only the browser knows). */
export type SessionPresence = 'unknown' | 'loggedIn' | 'loggedOut';

/**
 * Whether a usable access token is stored now. A read that needs a login asks this when it would run (TanStack
 * Query's `enabled` as a function), not what its last render knew: at a logout the query client is reset before
 * the page renders again, and a read asked anonymously answers 401.
 */
export const hasSessionNow = (): boolean => getStoredSession().accessToken !== undefined;

const presence = (): SessionPresence => (hasSessionNow() ? 'loggedIn' : 'loggedOut');
const presenceNotKnownYet = (): SessionPresence => 'unknown';

/**
 * Whether a usable access token is stored, or `unknown` before the browser's storage is read: the server's
 * prerender and the hydrating render give `unknown` (parts that depend on it show a sized placeholder), the
 * render right after hydration the stored answer. A client render (no hydration) knows it at once.
 */
export function useSessionPresence(): SessionPresence {
  return useSyncExternalStore(subscribeToSession, presence, presenceNotKnownYet);
}

/** Whether a usable access token is stored (logged in, as far as this browser knows); false while not known yet. */
export function useIsLoggedIn(): boolean {
  return useSessionPresence() === 'loggedIn';
}
