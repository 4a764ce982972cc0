/** The sign-up page, its form logic and the Terms of Service dialog. */
export { SignUpPage } from './SignUpPage';
