import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { appQueryClient } from './queryClient';

/**
 * Gives the pages (the layout route around them) and the lazy parts of the shell that read (the shortlist menu,
 * the developer panel) the app's one QueryClient. A server rendering a page (a prerender, `npm start`'s request-
 * time pages) gets a client of its own for that render: an answer never outlives it, so a page rendered after
 * an edit never shows the data of an earlier render, nor one visitor's answers another's.
 */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof document === 'undefined' ? new QueryClient({ defaultOptions: { queries: { retry: false } } }) : appQueryClient));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
