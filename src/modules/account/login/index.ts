/** The login page (route /login, in the guard layout). */
export { LoginPage } from './LoginPage';
export { safeRedirectTarget } from './redirectTarget';
