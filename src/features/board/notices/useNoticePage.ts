import { listNotices } from '../../../lib/api/generated/sdk.gen';
import type { NoticePage } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import { useLoad, type Load } from '../../../lib/api/useLoad';

/** Notices per page of the notice list. */
export const NOTICE_PAGE_SIZE = 10;

/** Loads one page (1-based) of notices, pinned first as the server orders them; a newer page aborts the older load. */
export function useNoticePage(page: number): Load<NoticePage> {
  return useLoad((signal) => resultData(listNotices({ query: { page, size: NOTICE_PAGE_SIZE }, signal })), [page]);
}
