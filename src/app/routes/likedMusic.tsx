import { LikedMusicPage } from '../../modules/likedMusic';

/** The logged-in user's liked tracks (the loader sends anonymous visitors to /login). */
export function Component() {
  return <LikedMusicPage />;
}
