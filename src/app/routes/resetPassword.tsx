import { ResetPasswordPage } from '../../features/account';

/** The reset link's page: a new password for the token in `?token=` (features/account/passwordReset). */
export function Component() {
  return <ResetPasswordPage />;
}
