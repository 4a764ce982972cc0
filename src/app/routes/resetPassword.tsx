import { ResetPasswordPage } from '../../modules/account/passwordReset';

/** The reset link's page: a new password for the token in `?token=` (modules/account/passwordReset). */
export function Component() {
  return <ResetPasswordPage />;
}
