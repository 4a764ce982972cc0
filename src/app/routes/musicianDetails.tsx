import { MusicianDetailsPage } from '../../modules/musicians';

/** One musician (the route's loader has checked `musicianId` is a positive integer). */
export function Component() {
  return <MusicianDetailsPage />;
}
