import { useLoaderData } from 'react-router';
import { HomePage } from '../../modules/catalog';
import { isHomeRouteData } from './homeRouteData';

/** Home: heading and the album cover gallery (with its covers when the server rendered them into the page). */
export function Component() {
  const data: unknown = useLoaderData();
  return <HomePage initialCovers={isHomeRouteData(data) ? data.covers : undefined} />;
}
