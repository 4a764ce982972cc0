import { ComingSoonPage } from './ComingSoonPage';

/** One notice (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="noticeDetail.title" />;
}
