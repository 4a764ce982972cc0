import { QueryClient } from '@tanstack/react-query';
import { getStoredSession, subscribeToSession } from '../auth/sessionStore';

/**
 * The app's one TanStack Query client (docs/decisions/0010-server-state-in-tanstack-query.md): the shortlists'
 * server state (the "add to shortlist" menu, the shortlist pages, the shared page) and the developer panel's reads
 * of the mock. It lives in lazy chunks only (never imported by code the home page loads eagerly), so TanStack Query
 * stays out of the first load; each lazy root that uses it is wrapped in AppQueryProvider.
 */
export const appQueryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

const loggedIn = () => getStoredSession().refreshToken !== undefined;
let wasLoggedIn = loggedIn();

/**
 * Forgets every cached answer when the session starts or ends (login, logout, another tab), so one user's
 * data never shows for another. A token refresh keeps the session (and the cache).
 */
subscribeToSession(() => {
  const now = loggedIn();
  if (now === wasLoggedIn) return;
  wasLoggedIn = now;
  appQueryClient.clear();
});
