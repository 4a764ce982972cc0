/** The login page (route /login, in the guard layout). */
export { LoginPage, APPROVAL_PENDING_KEY } from './LoginPage';
export { safeRedirectTarget, HOME_PATH } from './redirectTarget';
