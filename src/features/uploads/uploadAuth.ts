import type { DetailedError, HttpRequest } from 'tus-js-client';
import { appRefreshQueue, readAccessToken } from '../../lib/api/client';

/** How many times one request is retried after a 401 (each after one refresh through the app's queue). */
const MAX_AUTH_RETRIES = 1;

/**
 * The bearer token for tus requests, read per request (it may have been refreshed meanwhile), and 401s
 * handled through the app's refresh queue: the request waits for the one refresh, then is retried with the
 * new token. A failed refresh ends the session as for any other call (the queue goes to /login).
 */
export function createUploadAuth(queue = appRefreshQueue) {
  let refreshing: Promise<unknown> | undefined;
  let authRetries = 0;
  return {
    async authorize(request: HttpRequest): Promise<void> {
      await refreshing;
      const token = readAccessToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
    },
    /** true: retry this 401 after a refresh; undefined: let the default rule decide (network, 5xx, 409, 423). */
    shouldRetry(error: DetailedError, attempt: number): boolean | undefined {
      if (error.originalResponse?.getStatus() !== 401) {
        authRetries = 0;
        return undefined;
      }
      if (authRetries >= MAX_AUTH_RETRIES || attempt > 3) return false;
      authRetries += 1;
      const sent = error.originalRequest?.getHeader('Authorization')?.replace(/^Bearer /, '');
      refreshing = queue().handleUnauthorized(sent, async () => true, false);
      return true;
    },
  };
}
