import { ShortlistPage } from '../../features/shortlists';

/** One of the user's shortlists, `/shortlists/{shortlistId}` (login required, the id a positive integer). */
export function Component() {
  return <ShortlistPage />;
}
