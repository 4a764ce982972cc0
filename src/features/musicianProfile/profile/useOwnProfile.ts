import { getMyMusicianProfileOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { MusicianDetail } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/**
 * The logged-in musician's own profile with tracks; 404 `MUSICIAN_PROFILE_NOT_REGISTERED` when there is none.
 * Read with a login only; every visit reads it afresh (`useApiQuery`). The edit form starts from it, so the
 * window's focus does not read it again.
 */
export function useOwnProfile(): Load<MusicianDetail> {
  return useApiQuery({ ...getMyMusicianProfileOptions(), refetchOnWindowFocus: false }, { loggedInOnly: true });
}
