import { getMyMusicianProfileOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { MusicianDetail } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/**
 * The logged-in musician's own profile with tracks; 404 `MUSICIAN_PROFILE_NOT_REGISTERED` when there is none.
 * Logging in or out reads it afresh (the query client's reset), as does every visit (`useApiQuery`). The edit
 * form starts from it, so the window's focus does not read it again: a failure there would take the form away.
 */
export function useOwnProfile(): Load<MusicianDetail> {
  return useApiQuery({ ...getMyMusicianProfileOptions(), refetchOnWindowFocus: false });
}
