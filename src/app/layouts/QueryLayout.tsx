import { Outlet } from 'react-router';
import { AppQueryProvider } from '../../lib/api/AppQueryProvider';

/**
 * The pages that read the API (every page but home, whose covers the first load brings without TanStack Query:
 * docs/decisions/0014-one-way-to-read.md): one QueryClient for all of them, loaded with the first of them.
 */
export function Component() {
  return (
    <AppQueryProvider>
      <Outlet />
    </AppQueryProvider>
  );
}
