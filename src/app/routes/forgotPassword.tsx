import { ForgotPasswordPage } from '../../features/account';

/** Forgot password: ask for a reset link by email (features/account/passwordReset). */
export function Component() {
  return <ForgotPasswordPage />;
}
