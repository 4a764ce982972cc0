import { ForgotPasswordPage } from '../../modules/account/passwordReset';

/** Forgot password: ask for a reset link by email (modules/account/passwordReset). */
export function Component() {
  return <ForgotPasswordPage />;
}
