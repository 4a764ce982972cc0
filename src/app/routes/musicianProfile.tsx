import { ComingSoonPage } from './ComingSoonPage';

/** The musician's own profile (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="musicianProfile.title" />;
}
