import { ComingSoonPage } from './ComingSoonPage';

/** Sign-up (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="signUp.title" />;
}
