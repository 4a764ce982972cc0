import { NoticeDetailPage } from '../../features/board';

/** One notice (the loader let only positive integer ids through). */
export function Component() {
  return <NoticeDetailPage />;
}
