import { ProjectsPage } from '../../features/productions';

/** The user's film projects in the matching program (login required by the route). */
export function Component() {
  return <ProjectsPage />;
}
