import { MeetingsPage } from '../../features/meetings';

/** The participant's 1:1 meetings (login required by the route). */
export function Component() {
  return <MeetingsPage />;
}
