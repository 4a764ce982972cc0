import { getMusic } from '../../api/generated/sdk.gen';
import type { Music } from '../../api/generated/types.gen';
import { resultData } from '../../api/resultData';
import { useLoad, type Load } from '../../api/useLoad';

/** Loads one track; a failure keeps the contract's error body (404 `MUSIC_NOT_FOUND`). */
export function useTrack(musicFileId: number): Load<Music> {
  return useLoad((signal) => resultData(getMusic({ path: { musicFileId }, signal })), [musicFileId]);
}
