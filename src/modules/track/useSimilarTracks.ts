import { listSimilarMusic } from '../../api/generated/sdk.gen';
import type { SimilarMusic } from '../../api/generated/types.gen';
import { resultData } from '../../api/resultData';
import { useLoad, type Load } from '../../api/useLoad';
import { useIsLoggedIn } from '../../auth/sessionStore';

/** "More like this" for a track: the tracks that sound most alike (loaded again on login or logout, for `liked`). */
export function useSimilarTracks(musicFileId: number): Load<SimilarMusic[]> {
  const loggedIn = useIsLoggedIn();
  return useLoad((signal) => resultData(listSimilarMusic({ path: { musicFileId }, signal })), [musicFileId, loggedIn]);
}
