import { listNoticesOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { NoticePage } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/** Notices per page of the notice list. */
export const NOTICE_PAGE_SIZE = 10;

/**
 * One page (1-based) of notices, pinned first as the server orders them. While another page loads, the previous
 * one stays in the state.
 */
export function useNoticePage(page: number): Load<NoticePage> {
  return useApiQuery(listNoticesOptions({ query: { page, size: NOTICE_PAGE_SIZE } }));
}
