import { MyPage } from '../../features/account';

/** The user's own page (login required by the route): profile, edit, password change, leaving. */
export function Component() {
  return <MyPage />;
}
