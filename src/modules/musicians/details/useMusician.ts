import { getMusician } from '../../../api/generated/sdk.gen';
import type { MusicianDetail } from '../../../api/generated/types.gen';
import { resultData } from '../../../api/resultData';
import { useLoad, type Load } from '../../../api/useLoad';

/** Loads one musician with their tracks; a failure keeps the contract's error body (404 `MUSICIAN_NOT_FOUND`). */
export function useMusician(musicianId: number): Load<MusicianDetail> {
  return useLoad((signal) => resultData(getMusician({ path: { musicianId }, signal })), [musicianId]);
}
