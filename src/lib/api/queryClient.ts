import { QueryClient } from '@tanstack/react-query';
import { getStoredSession, subscribeToSession } from '../auth/sessionStore';

/**
 * The app's one TanStack Query client (docs/decisions/0010-server-state-in-tanstack-query.md): every page's reads
 * of the API (through `useApiQuery` and the options generated from the contract), the shortlists' mutations and
 * the developer panel's reads of the mock. It lives in lazy chunks only (never imported by code the home page
 * loads eagerly), so TanStack Query stays out of the home page's first load: the pages' layout route
 * (src/app/layouts/QueryLayout.tsx) and the lazy parts of the shell that read (the shortlist menu, the developer
 * panel) are wrapped in AppQueryProvider.
 */
export const appQueryClient = new QueryClient({
  defaultOptions: {
    // A failed read is told at once with its Retry button (the person decides; every page's rule): no silent retry.
    queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

const loggedIn = () => getStoredSession().refreshToken !== undefined;
let wasLoggedIn = loggedIn();

/**
 * Forgets every cached answer when the session starts or ends (login, logout, another tab), so one user's
 * data never shows for another: what is on screen loads again for the new session, the rest is dropped. A token
 * refresh keeps the session (and the cache).
 */
subscribeToSession(() => {
  const now = loggedIn();
  if (now === wasLoggedIn) return;
  wasLoggedIn = now;
  appQueryClient.getMutationCache().clear();
  void appQueryClient.resetQueries();
});
