import type { MusicianDetail } from '../../lib/api/generated/types.gen';
import { MusicianDetailsPage } from '../../features/musicians';
import { useServerRouteData } from './serverRouteData';

/** One musician (the route's loader has checked `musicianId` is a positive integer; a server rendering the page read them). */
export function Component() {
  return <MusicianDetailsPage initialMusician={useServerRouteData<MusicianDetail>()} />;
}
