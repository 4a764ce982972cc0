import { listFaqs } from '../../../api/generated/sdk.gen';
import type { Faq } from '../../../api/generated/types.gen';
import { resultData } from '../../../api/resultData';
import { useLoad, type Load } from '../../../api/useLoad';

/** Loads every FAQ entry in display order. */
export function useFaqs(): Load<Faq[]> {
  return useLoad((signal) => resultData(listFaqs({ signal })), []);
}
