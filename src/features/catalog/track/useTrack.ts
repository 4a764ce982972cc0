import { getMusicOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { Music } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/**
 * One track, keyed by its id (while another id loads, the previous track stays in the state: the page checks
 * the id); a failure keeps the contract's error body (404 `MUSIC_NOT_FOUND`).
 */
export function useTrack(musicFileId: number): Load<Music> {
  return useApiQuery(trackRead(musicFileId));
}

/** The read of one track (its page's and the edit page's). */
export const trackRead = (musicFileId: number) => getMusicOptions({ path: { musicFileId } });
