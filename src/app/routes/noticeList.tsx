import { NoticeListPage } from '../../features/board';

/** Notices: a paged list, pinned first. */
export function Component() {
  return <NoticeListPage />;
}
