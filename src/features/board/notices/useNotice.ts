import { isApiError } from '../../../lib/api/errorMessages';
import { getNoticeOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { Notice } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import type { PageReads } from '../../../lib/api/pageReads';

/**
 * One notice; a failure keeps the contract's error body (404 `NOTICE_NOT_FOUND`). While another id loads, the
 * previous notice stays in the state (the page shows it only for its own id).
 */
export function useNotice(noticeId: number): Load<Notice> {
  return useApiQuery(noticeRead(noticeId));
}

/** Whether a failed load means the notice does not exist (404 `NOTICE_NOT_FOUND`). */
export function isNoticeNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === 'NOTICE_NOT_FOUND';
}

const noticeRead = (noticeId: number) => getNoticeOptions({ path: { noticeId } });

/** The notice page's read, started by its route (the id already checked). */
export const noticeDetailReads: PageReads = (client, { params }) => void client.prefetchQuery(noticeRead(Number(params.noticeId)));
