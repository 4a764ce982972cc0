import { getMusic } from '../../../lib/api/generated/sdk.gen';
import type { Music } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import { useLoad, type Load } from '../../../lib/api/useLoad';

/** Loads one track; a failure keeps the contract's error body (404 `MUSIC_NOT_FOUND`). */
export function useTrack(musicFileId: number): Load<Music> {
  return useLoad((signal) => resultData(getMusic({ path: { musicFileId }, signal })), [musicFileId]);
}
