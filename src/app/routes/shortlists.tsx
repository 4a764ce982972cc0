import { ShortlistsPage } from '../../features/shortlists';

/** The logged-in user's shortlists (the loader sends anonymous visitors to /login). */
export function Component() {
  return <ShortlistsPage />;
}
