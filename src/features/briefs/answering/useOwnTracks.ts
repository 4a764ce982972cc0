import { getMyMusicianProfileOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { MusicianDetail } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/**
 * The logged-in musician's own profile with their tracks (the read My Profile shows, shared with it): the tracks an
 * answer may carry. A composer without a profile gets 404 `MUSICIAN_PROFILE_NOT_REGISTERED`, that is no tracks.
 */
export function useOwnTracks(): Load<MusicianDetail> {
  return useApiQuery({ ...getMyMusicianProfileOptions(), refetchOnWindowFocus: false }, { loggedInOnly: true });
}
