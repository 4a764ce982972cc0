import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { shortlistQueryClient } from './queryClient';

/** Gives the lazy shortlist parts (menu, pages, shared page) the app's one QueryClient. Wrap each lazy root in it. */
export function ShortlistQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={shortlistQueryClient}>{children}</QueryClientProvider>;
}
