import { NoticeDetailPage } from '../../features/board/index';

/** One notice (the loader let only positive integer ids through). */
export function Component() {
  return <NoticeDetailPage />;
}
