import type { RuntimeConfig } from '../config/runtimeConfig';
import { createErrorToastInterceptor, showApiFailureToast } from './errorToasts';
import { client } from './generated/client.gen';
import { refreshToken } from './generated/sdk.gen';
import { readAccessToken } from './tokenStorage';
import { clearSession, notifyRefresh } from '../auth/auth';
import { createRefreshQueue, type RefreshQueue, type TokenPair } from '../auth/refreshQueue';
import { accessTokenToSend } from '../auth/renewAhead';
import { readRenewAt, readStoredTokens, storeTokens, wasEndedOnPurpose } from '../auth/sessionStore';
import { bearerTokenOf, createUnauthorizedInterceptor } from '../auth/unauthorizedInterceptor';

export { readAccessToken, ACCESS_TOKEN_KEY } from './tokenStorage';

let configuredBaseUrl: string | undefined;

/**
 * Configures the generated client once, at start: the API host from the runtime config (empty means
 * the same origin) and the auth rule. The bearer token is added only to operations the contract marks
 * as secured, and only when the stored access token is usable (so the refresh call never carries it); a token
 * whose renewal time has come is renewed first (`src/lib/auth/renewAhead.ts`).
 * A 401 outside /login goes through the refresh queue (one refresh, waiting calls retried once, see
 * `src/lib/auth/refreshQueue.ts`); network, server, 401 and 403 failures that remain show a translated toast
 * (see `errorToasts.ts`).
 */
export function configureApiClient(config: Pick<RuntimeConfig, 'apiBaseUrl'>): void {
  if (configuredBaseUrl !== undefined) {
    if (configuredBaseUrl === config.apiBaseUrl) return;
    throw new Error('The API client is already configured with another base URL.');
  }
  configuredBaseUrl = config.apiBaseUrl;
  client.setConfig({
    baseUrl: config.apiBaseUrl,
    auth: () => accessTokenToSend({ readAccessToken, renewAt: readRenewAt(), now: Date.now(), renew: (token) => appRefreshQueue().renewAhead(token) }),
  });
  // Registered first, so the other response interceptors and the toasts see the retried answer.
  client.interceptors.response.use(createUnauthorizedInterceptor({ queue: appRefreshQueue(), isExpected: fromEndedSession }));
  client.interceptors.error.use(createErrorToastInterceptor({ notify: showApiFailureToast, isExpected: fromEndedSession }));
}

/** A call sent with a session the user has since ended (logout, leaving): its 401 is expected. */
const fromEndedSession = (request: Request | undefined) => request !== undefined && wasEndedOnPurpose(bearerTokenOf(request));

/**
 * The refresh call: the contract marks it unsecured, so no Authorization header is added. Undefined only when the
 * provider refused the token (a 4xx). Throws when there was no whole answer, so the session is kept: no answer, a
 * server error, or a success whose pair did not arrive (the body broke off after the headers, as when the tab
 * navigates away mid-answer; the provider has rotated the token and its grace period answers the pair again).
 */
async function callRefresh(token: string): Promise<TokenPair | undefined> {
  const answer = await refreshToken({ body: { refreshToken: token } });
  const status = answer.response?.status;
  if (status !== undefined && status >= 400 && status < 500) return undefined;
  const pair = answer.data?.data;
  if (status === undefined || status >= 500 || !pair?.accessToken || !pair.refreshToken) throw new Error('The refresh answer was lost');
  return { accessToken: pair.accessToken, refreshToken: pair.refreshToken, accessTokenExpiresIn: pair.accessTokenExpiresIn };
}

/** One refresh across the tabs: a Web Lock when the browser has them (the tokens are re-read inside it). */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request('cue-refresh', task) : task();
}

function goToLogin(): void {
  const location = globalThis.location;
  if (location && location.pathname !== '/login') location.assign('/login');
}

let refreshQueue: RefreshQueue | undefined;

/** The app's refresh queue, wired to localStorage, the refresh operation, the auth actor and /login. */
export function appRefreshQueue(): RefreshQueue {
  refreshQueue ??= createRefreshQueue({
    readTokens: readStoredTokens,
    refresh: callRefresh,
    storeTokens,
    withLock: withRefreshLock,
    onRefreshing: () => notifyRefresh('started'),
    onRefreshed: () => notifyRefresh('refreshed'),
    onAbandoned: () => notifyRefresh('abandoned'),
    onFailed: () => {
      clearSession();
      notifyRefresh('failed');
      goToLogin();
    },
  });
  return refreshQueue;
}

export { client as apiClient };
