import { TrackDetailsPage } from '../../features/catalog';

/** One track's page (the route's loader has checked `musicFileId` is a positive integer). */
export function Component() {
  return <TrackDetailsPage />;
}
