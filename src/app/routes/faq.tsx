import { FaqPage } from '../../features/board';

/** The FAQ accordion. */
export function Component() {
  return <FaqPage />;
}
