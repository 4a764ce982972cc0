import { ComingSoonPage } from './ComingSoonPage';

/** One musician (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="musicianDetails.title" />;
}
