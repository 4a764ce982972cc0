/** Forgot password (route /forgot-password) and the reset link's page (route /reset-password), in the guard layout. */
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
