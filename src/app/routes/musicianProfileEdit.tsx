import { ProfileEditPage } from '../../features/musicianProfile';

/** Edit the musician profile: the registration's step-1 form, prefilled (approved musicians). */
export function Component() {
  return <ProfileEditPage />;
}
