/** The notice list's address. */
export const NOTICE_LIST_PATH = '/notice-list';

/** The address of one notice. */
export const noticeDetailPath = (noticeId: number): string => `/notice-detail/${noticeId}`;

/** What a notice link carries, so "Back to notices" returns to the list page the reader came from. */
export interface NoticeLinkState {
  listSearch: string;
}

/** The list address to go back to: the page the reader came from (the link's state), or the first page. */
export function noticeListReturnPath(state: unknown): string {
  const search = (state as Partial<NoticeLinkState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${NOTICE_LIST_PATH}${search}` : NOTICE_LIST_PATH;
}
