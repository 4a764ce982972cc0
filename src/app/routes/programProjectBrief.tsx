import { useParams } from 'react-router';
import { PublishBriefPage } from '../../features/briefs';

/** A selected project's brief, published by its owner (login required, the id a positive integer). */
export function Component() {
  const projectId = Number(useParams().projectId);
  return <PublishBriefPage key={projectId} projectId={projectId} />;
}
