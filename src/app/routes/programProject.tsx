import { useParams } from 'react-router';
import { ProjectPage } from '../../features/productions';

/** One of the user's film projects (login required, the id a positive integer: the route's loader checks both). */
export function Component() {
  const projectId = Number(useParams().projectId);
  return <ProjectPage key={projectId} projectId={projectId} />;
}
