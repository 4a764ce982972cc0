import { NoticeListPage } from '../../features/board';
import { OpenRoundBanner } from '../../features/program';

/** Notices: a paged list, pinned first, under a pointer to the matching program's open round. */
export function Component() {
  return <NoticeListPage banner={<OpenRoundBanner />} />;
}
