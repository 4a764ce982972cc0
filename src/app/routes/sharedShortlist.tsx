import { SharedShortlistPage } from '../../modules/sharedShortlist';

/** A shortlist opened through its share link: public, for anyone, never behind a login. */
export function Component() {
  return <SharedShortlistPage />;
}
