import { QueryClient } from '@tanstack/react-query';
import { getStoredSession, subscribeToSession } from '../../../lib/auth/sessionStore';

/**
 * The app's one TanStack Query client (docs/decisions/0010-server-state-in-tanstack-query.md): the shortlists' server state, shared by the "add to
 * shortlist" menu, the shortlist pages and the shared page. It lives in lazy chunks only (never imported by
 * code the home page loads eagerly), so TanStack Query stays out of the first load.
 */
export const shortlistQueryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

const loggedIn = () => getStoredSession().refreshToken !== undefined;
let wasLoggedIn = loggedIn();

/**
 * Forgets every cached answer when the session starts or ends (login, logout, another tab), so one user's
 * shortlists never show for another. A token refresh keeps the session (and the cache).
 */
subscribeToSession(() => {
  const now = loggedIn();
  if (now === wasLoggedIn) return;
  wasLoggedIn = now;
  shortlistQueryClient.clear();
});
