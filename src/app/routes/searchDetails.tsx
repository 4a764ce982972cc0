import { ComingSoonPage } from './ComingSoonPage';

/** Search music (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="searchDetails.title" />;
}
