import { OfficePage } from '../../features/office';

/** The program office's console (logged in; the page tells anyone but the office that it is not theirs). */
export function Component() {
  return <OfficePage />;
}
