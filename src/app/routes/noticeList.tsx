import { NoticeListPage } from '../../modules/board';

/** Notices: a paged list, pinned first. */
export function Component() {
  return <NoticeListPage />;
}
