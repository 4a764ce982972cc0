import { MusicEditPage } from '../../features/uploads';

/** Edit a track (login required by the route; reachable only from the profile page, otherwise Access Denied). */
export function Component() {
  return <MusicEditPage />;
}
