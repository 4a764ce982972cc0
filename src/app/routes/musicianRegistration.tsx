import { RegistrationPage } from '../../features/musicianProfile';

/** Musician registration: step 1 musician information, step 2 music upload (approved musicians). */
export function Component() {
  return <RegistrationPage />;
}
