import type { MusicianPage } from '../../lib/api/generated/types.gen';
import { MusicianListPage } from '../../features/musicians';
import { useServerRouteData } from './serverRouteData';

/** The list of musicians: paged card grid with a filter; page and filter in the address (with the page's musicians when the server rendered them). */
export function Component() {
  return <MusicianListPage initialPage={useServerRouteData<MusicianPage>()} />;
}
