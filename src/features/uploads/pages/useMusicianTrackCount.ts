import { getMusician } from '../../../lib/api/generated/sdk.gen';
import { useLoad, type Load } from '../../../lib/api/useLoad';

/** How many tracks the musician has now (getMusician), loaded again when `version` changes. */
export function useMusicianTrackCount(musicianId: number | undefined, version: number): Load<number> {
  return useLoad(
    async (signal) => {
      if (musicianId === undefined) return 0;
      const answer = await getMusician({ path: { musicianId }, signal, throwOnError: true });
      return answer.data.data.tracks.length;
    },
    [musicianId, version],
  );
}
