import type { SharedShortlist } from '../../lib/api/generated/types.gen';
import { SharedShortlistPage } from '../../features/shortlists';
import { useServerRouteData } from './serverRouteData';

/** A shortlist opened through its share link: public, for anyone, never behind a login (read by a server rendering the page). */
export function Component() {
  return <SharedShortlistPage initialShortlist={useServerRouteData<SharedShortlist>()} />;
}
