import { ComingSoonPage } from './ComingSoonPage';

/** Upload music (musicians; anonymous visitors will see Login Required) (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="musicUpload.title" />;
}
