import { hasSessionNow, useIsLoggedIn } from '../../../lib/auth/sessionStore';

/**
 * How the shortlist pages ask for their data from the app's one query client: a failure shows at once with its
 * Retry (a 403 or 404 is an answer, not a hiccup to try again), coming back to the tab does not reload a list that
 * is being edited, and nothing is asked without a login (a logout on the page forgets the lists without asking
 * anonymously, whose 401 would send the browser to the login instead of home).
 */
export function usePageQuerySettings() {
  // Rendered again when the session changes; asked at each run whether there is one (`hasSessionNow`).
  useIsLoggedIn();
  return { retry: false, refetchOnWindowFocus: false, enabled: hasSessionNow } as const;
}
