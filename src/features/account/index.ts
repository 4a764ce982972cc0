/**
 * Account: sign-up, login, password reset, My Page (profile, consents, data download, leaving) and the musician-approval dialogs.
 *
 * The feature's public face: the app and the features allowed to depend on it (docs/architecture.md) import
 * only what is exported here; everything else in this folder is its own.
 */
export { ApprovalDialogHost } from './approval/ApprovalDialogHost';
export { LoginPage } from './login/LoginPage';
export { safeRedirectTarget } from './login/redirectTarget';
export { MyPage } from './myPage/MyPage';
export { ForgotPasswordPage } from './passwordReset/ForgotPasswordPage';
export { ResetPasswordPage } from './passwordReset/ResetPasswordPage';
export { SignUpPage } from './signUp/SignUpPage';
