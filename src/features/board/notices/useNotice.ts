import { isApiError } from '../../../lib/api/errorMessages';
import { getNotice } from '../../../lib/api/generated/sdk.gen';
import type { Notice } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import { useLoad, type Load } from '../../../lib/api/useLoad';

/** Loads one notice; another id aborts the older load. */
export function useNotice(noticeId: number): Load<Notice> {
  return useLoad((signal) => resultData(getNotice({ path: { noticeId }, signal })), [noticeId]);
}

/** Whether a failed load means the notice does not exist (404 `NOTICE_NOT_FOUND`). */
export function isNoticeNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === 'NOTICE_NOT_FOUND';
}
