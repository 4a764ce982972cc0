import { ComingSoonPage } from './ComingSoonPage';

/** Musician registration (step 1 information, step 2 music) (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="musicianRegistration.title" />;
}
