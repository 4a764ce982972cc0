import { ComingSoonPage } from './ComingSoonPage';

/** Notices (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="noticeList.title" />;
}
