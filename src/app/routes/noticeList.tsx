import { NoticeListPage } from '../../features/board/index';

/** Notices: a paged list, pinned first. */
export function Component() {
  return <NoticeListPage />;
}
