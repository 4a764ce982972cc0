/** The privacy policy page (개인정보처리방침, issue 18). */
export { PrivacyPolicyPage } from './PrivacyPolicyPage';
