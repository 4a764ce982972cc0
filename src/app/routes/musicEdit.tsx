import { ComingSoonPage } from './ComingSoonPage';

/** Edit a track (reachable only from the profile page) (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="musicEdit.title" />;
}
