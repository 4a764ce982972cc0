import { SignUpPage } from '../../modules/account/signUp';

/** Sign-up: the form, its duplicate checks and the Terms of Service (modules/account/signUp). */
export function Component() {
  return <SignUpPage />;
}
