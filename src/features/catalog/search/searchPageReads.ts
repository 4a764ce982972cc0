import type { PageReads } from '../../../lib/api/pageReads';
import { vocabularyReads } from '../../../lib/api/useVocabulary';
import { parseSearchQuery } from './searchQuery';
import { searchRead } from './useSearchResults';

/** The search page's reads (the results for the address's search, the filters' vocabulary), started by its route. */
export const searchPageReads: PageReads = (client, args) => {
  void client.prefetchQuery(searchRead(parseSearchQuery(args.search)));
  vocabularyReads(client, args);
};
