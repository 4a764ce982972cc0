import { OwnProfilePage } from '../../features/musicianProfile';

/** The musician's own profile with their tracks (approved musicians). */
export function Component() {
  return <OwnProfilePage />;
}
