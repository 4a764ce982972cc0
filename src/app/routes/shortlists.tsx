import { ShortlistsPage } from '../../features/shortlists/index';

/** The logged-in user's shortlists (the loader sends anonymous visitors to /login). */
export function Component() {
  return <ShortlistsPage />;
}
