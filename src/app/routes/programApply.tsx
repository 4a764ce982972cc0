import { ApplyPage } from '../../features/composing';

/** Applying to the matching program's open round as a composer (login required by the route). */
export function Component() {
  return <ApplyPage />;
}
