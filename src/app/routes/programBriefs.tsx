import { BriefsPage } from '../../features/briefs';

/** The briefs the user may see (login required by the route). */
export function Component() {
  return <BriefsPage />;
}
