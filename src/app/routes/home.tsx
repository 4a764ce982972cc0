import { HomePage } from '../../modules/catalog';

/** Home: heading and the album cover gallery. */
export function Component() {
  return <HomePage />;
}
