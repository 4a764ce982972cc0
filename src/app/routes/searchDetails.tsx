import { SearchPage } from '../../features/catalog/index';

/** Search music (query, filters, sort and page in the address). */
export function Component() {
  return <SearchPage />;
}
