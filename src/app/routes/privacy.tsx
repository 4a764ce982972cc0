import { PrivacyPolicyPage } from '../../features/privacy';

/** The privacy policy (개인정보처리방침): public, inside the main layout. */
export function Component() {
  return <PrivacyPolicyPage />;
}
