import { getMusicianOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { MusicianDetail } from '../../../lib/api/generated/types.gen';
import type { PageReads } from '../../../lib/api/pageReads';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/**
 * One musician with their tracks; a failure keeps the contract's error body (404 `MUSICIAN_NOT_FOUND`).
 * Logging in or out loads again (whether each track is liked depends on who asks). `initial`: the musician a
 * server rendered the page with (always anonymously: a logged-in browser loads its own answer right after
 * hydrating, `useApiQuery`).
 */
export function useMusician(musicianId: number, initial?: MusicianDetail): Load<MusicianDetail> {
  return useApiQuery(musicianRead(musicianId), { initial });
}

const musicianRead = (musicianId: number) => getMusicianOptions({ path: { musicianId } });

/** A musician page's read, started by its route (the id already checked). */
export const musicianReads: PageReads = (client, { params }) => void client.prefetchQuery(musicianRead(Number(params.musicianId)));
