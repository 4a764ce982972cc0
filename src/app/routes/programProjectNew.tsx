import { NewProjectPage } from '../../features/productions';

/** A new film project (login required by the route; the page tells when the project window is not open). */
export function Component() {
  return <NewProjectPage />;
}
