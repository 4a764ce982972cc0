import { ComingSoonPage } from './ComingSoonPage';

/** Liked tracks (a placeholder until its issue builds the screen). */
export function Component() {
  return <ComingSoonPage titleKey="likedMusic.title" />;
}
