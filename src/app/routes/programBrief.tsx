import { useParams } from 'react-router';
import { BriefPage } from '../../features/briefs';

/** One brief (login required, the id a positive integer: the route's loader checks both). */
export function Component() {
  const briefId = Number(useParams().briefId);
  return <BriefPage key={briefId} briefId={briefId} />;
}
