import { NoticeDetailPage } from '../../modules/board';

/** One notice (the loader let only positive integer ids through). */
export function Component() {
  return <NoticeDetailPage />;
}
