import type { HomeCover } from '../../lib/api/generated/types.gen';
import { HomePage } from '../../features/catalog';
import { useServerRouteData } from './serverRouteData';

/** Home: heading and the album cover gallery (with its covers when the server rendered them into the page). */
export function Component() {
  return <HomePage initialCovers={useServerRouteData<HomeCover[]>()} />;
}
