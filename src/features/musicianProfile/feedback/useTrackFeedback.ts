import { getMyTrackFeedback } from '../../../lib/api/generated/sdk.gen';
import type { TrackFeedback } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import { useLoad, type Load } from '../../../lib/api/useLoad';

/** Loads what listeners did with the logged-in musician's tracks over the last 30 days (counts only). */
export function useTrackFeedback(): Load<TrackFeedback[]> {
  return useLoad((signal) => resultData(getMyTrackFeedback({ signal })), []);
}
