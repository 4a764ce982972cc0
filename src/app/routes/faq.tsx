import { FaqPage } from '../../features/board/index';

/** The FAQ accordion. */
export function Component() {
  return <FaqPage />;
}
