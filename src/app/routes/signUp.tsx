import { SignUpPage } from '../../features/account';

/** Sign-up: the form, its duplicate checks and the Terms of Service (features/account/signUp). */
export function Component() {
  return <SignUpPage />;
}
