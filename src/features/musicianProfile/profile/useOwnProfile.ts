import type { MusicianDetail } from '../../../lib/api/generated/types.gen';
import { useLoad, type Load } from '../../../lib/api/useLoad';
import { loadOwnProfile } from '../shared/profileCalls';

/** Loads the logged-in musician's own profile with tracks; 404 `MUSICIAN_PROFILE_NOT_REGISTERED` when there is none. */
export function useOwnProfile(): Load<MusicianDetail> {
  return useLoad((signal) => loadOwnProfile(signal), []);
}
