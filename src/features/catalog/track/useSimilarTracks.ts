import { listSimilarMusicOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { SimilarMusic } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/**
 * "More like this" for a track: the tracks that sound most alike. Logging in or out loads again (for `liked`):
 * the query client resets every query when the session changes, so who is logged in need not be in the key.
 */
export function useSimilarTracks(musicFileId: number): Load<SimilarMusic[]> {
  return useApiQuery(similarTracksRead(musicFileId));
}

/** The read of the tracks that sound like one. */
export const similarTracksRead = (musicFileId: number) => listSimilarMusicOptions({ path: { musicFileId } });
