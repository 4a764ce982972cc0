import { LikedMusicPage } from '../../features/catalog';

/** The logged-in user's liked tracks (the loader sends anonymous visitors to /login). */
export function Component() {
  return <LikedMusicPage />;
}
