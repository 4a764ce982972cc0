import { listFaqsOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { Faq } from '../../../lib/api/generated/types.gen';
import type { PageReads } from '../../../lib/api/pageReads';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/** Every FAQ entry in display order. */
export function useFaqs(): Load<Faq[]> {
  return useApiQuery(listFaqsOptions());
}

/** The FAQ page's read, started by its route. */
export const faqReads: PageReads = (client) => void client.prefetchQuery(listFaqsOptions());
