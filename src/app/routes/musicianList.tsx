import { ComingSoonPage } from './ComingSoonPage';

/** The list of musicians (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="musicianList.title" />;
}
