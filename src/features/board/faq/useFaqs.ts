import { listFaqs } from '../../../lib/api/generated/sdk.gen';
import type { Faq } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import { useLoad, type Load } from '../../../lib/api/useLoad';

/** Loads every FAQ entry in display order. */
export function useFaqs(): Load<Faq[]> {
  return useLoad((signal) => resultData(listFaqs({ signal })), []);
}
