import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The shortlist pages' server state. Interim: the shared client lives in `src/shortlists/` (built beside this
 * module); at merge these pages switch to that one provider, so the menus and these pages share one cache.
 */
export const shortlistsQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

/** Wraps a shortlist page in the query client (loaded only with these lazy pages, never on the home page). */
export function ShortlistsQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={shortlistsQueryClient}>{children}</QueryClientProvider>;
}
