/**
 * Shortlists' shared layer (the server state of issue 14): the app's one TanStack QueryClient and its
 * provider, "my shortlists" as a query, and the calls that keep it fresh after a change.
 *
 * Everything exported here loads TanStack Query: import it only from lazy chunks (menus, pages). The eager
 * "Add to shortlist" button is `src/shortlists/AddToShortlistButton` (imported by its path; it loads the menu,
 * this layer and TanStack Query on first open or when the browser is idle).
 */
export { shortlistQueryClient } from './queryClient';
export { ShortlistQueryProvider } from './ShortlistQueryProvider';
