import { listSimilarMusic } from '../../../lib/api/generated/sdk.gen';
import type { SimilarMusic } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import { useLoad, type Load } from '../../../lib/api/useLoad';
import { useIsLoggedIn } from '../../../lib/auth/sessionStore';

/** "More like this" for a track: the tracks that sound most alike (loaded again on login or logout, for `liked`). */
export function useSimilarTracks(musicFileId: number): Load<SimilarMusic[]> {
  const loggedIn = useIsLoggedIn();
  return useLoad((signal) => resultData(listSimilarMusic({ path: { musicFileId }, signal })), [musicFileId, loggedIn]);
}
