import { SearchPage } from '../../features/catalog';

/** Search music (query, filters, sort and page in the address). */
export function Component() {
  return <SearchPage />;
}
