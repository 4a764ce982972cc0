import { ComingSoonPage } from './ComingSoonPage';

/** The user's own page (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="myPage.title" />;
}
