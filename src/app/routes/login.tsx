import { ComingSoonPage } from './ComingSoonPage';

/** Login (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="login.title" />;
}
