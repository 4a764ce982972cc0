import { getMyTrackFeedbackOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { TrackFeedback } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/**
 * What listeners did with the logged-in musician's tracks over the last 30 days (counts only); read with a login
 * only.
 */
export function useTrackFeedback(): Load<TrackFeedback[]> {
  return useApiQuery(getMyTrackFeedbackOptions(), { loggedInOnly: true });
}
