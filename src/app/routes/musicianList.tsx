import { MusicianListPage } from '../../modules/musicians';

/** The list of musicians: paged card grid with a filter; page and filter in the address. */
export function Component() {
  return <MusicianListPage />;
}
