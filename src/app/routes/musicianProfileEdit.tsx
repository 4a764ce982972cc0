import { ComingSoonPage } from './ComingSoonPage';

/** Edit the musician profile (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="musicianProfileEdit.title" />;
}
