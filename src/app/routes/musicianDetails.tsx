import type { MusicianDetail } from '../../api/generated/types.gen';
import { MusicianDetailsPage } from '../../modules/musicians';
import { useServerRouteData } from './serverRouteData';

/** One musician (the route's loader has checked `musicianId` is a positive integer; a server rendering the page read them). */
export function Component() {
  return <MusicianDetailsPage initialMusician={useServerRouteData<MusicianDetail>()} />;
}
