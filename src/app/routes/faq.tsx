import { ComingSoonPage } from './ComingSoonPage';

/** FAQ (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="faq.title" />;
}
