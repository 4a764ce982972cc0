import { MyPage } from '../../features/account';
import { IndustryProfileSection } from '../../features/productions';

/** The user's own page (login required by the route): profile, edit, password change, leaving; a general user's industry profile. */
export function Component() {
  return <MyPage sections={<IndustryProfileSection />} />;
}
