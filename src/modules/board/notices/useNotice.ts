import { isApiError } from '../../../api/errorMessages';
import { getNotice } from '../../../api/generated/sdk.gen';
import type { Notice } from '../../../api/generated/types.gen';
import { resultData } from '../../../api/resultData';
import { useLoad, type Load } from '../../../api/useLoad';

/** Loads one notice; another id aborts the older load. */
export function useNotice(noticeId: number): Load<Notice> {
  return useLoad((signal) => resultData(getNotice({ path: { noticeId }, signal })), [noticeId]);
}

/** Whether a failed load means the notice does not exist (404 `NOTICE_NOT_FOUND`). */
export function isNoticeNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === 'NOTICE_NOT_FOUND';
}
