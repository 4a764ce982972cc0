import { listFaqsOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { Faq } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/** Every FAQ entry in display order. */
export function useFaqs(): Load<Faq[]> {
  return useApiQuery(listFaqsOptions());
}
