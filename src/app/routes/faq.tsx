import { FaqPage } from '../../modules/board';

/** The FAQ accordion. */
export function Component() {
  return <FaqPage />;
}
