import { listNoticesOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { NoticePage } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import type { PageReads } from '../../../lib/api/pageReads';
import { readPage } from '../../../lib/ui/paging/pageSearch';

/** Notices per page of the notice list. */
export const NOTICE_PAGE_SIZE = 10;

/**
 * One page (1-based) of notices, pinned first as the server orders them. While another page loads, the previous
 * one stays in the state.
 */
export function useNoticePage(page: number): Load<NoticePage> {
  return useApiQuery(noticePageRead(page));
}

const noticePageRead = (page: number) => listNoticesOptions({ query: { page, size: NOTICE_PAGE_SIZE } });

/** The notice list's read for the address's page, started by its route. */
export const noticeListReads: PageReads = (client, { search }) => void client.prefetchQuery(noticePageRead(readPage(search)));
