import { getMusicianOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { MusicianDetail } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/**
 * One musician with their tracks; a failure keeps the contract's error body (404 `MUSICIAN_NOT_FOUND`).
 * Logging in or out loads again (whether each track is liked depends on who asks). `initial`: the musician a
 * server rendered the page with (always anonymously: a logged-in browser loads its own answer right after
 * hydrating, `useApiQuery`).
 */
export function useMusician(musicianId: number, initial?: MusicianDetail): Load<MusicianDetail> {
  return useApiQuery(getMusicianOptions({ path: { musicianId } }), { initial });
}
