import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { getMusicianOptions, getMusicianQueryKey } from '../../../lib/api/generated/@tanstack/react-query.gen';
import { useApiQuery, type Load, type LoadState } from '../../../lib/api/useApiQuery';

/**
 * How many tracks the musician has now (getMusician, the read their page shares); 0 without a musician. When
 * `version` changes (a track was saved), the musician's cached read is reset: the count loads again (loading
 * meanwhile) and their page shows the new track.
 */
export function useMusicianTrackCount(musicianId: number | undefined, version: number): Pick<Load<number>, 'state' | 'retry'> {
  const queryClient = useQueryClient();
  const musician = useApiQuery(getMusicianOptions({ path: { musicianId: musicianId ?? 0 } }), { enabled: musicianId !== undefined });
  const counted = useRef(version);
  useEffect(() => {
    if (counted.current === version) return;
    counted.current = version;
    if (musicianId !== undefined) void queryClient.resetQueries({ queryKey: getMusicianQueryKey({ path: { musicianId } }), exact: true });
  }, [queryClient, musicianId, version]);
  const { state: read, retry } = musician;
  const state = useMemo((): LoadState<number> => {
    if (musicianId === undefined) return { status: 'ready', data: 0 };
    if (read.status === 'ready') return { status: 'ready', data: read.data.tracks.length };
    const count = read.data?.tracks.length;
    return read.status === 'failed' ? { status: 'failed', error: read.error, data: count } : { status: 'loading', data: count };
  }, [musicianId, read]);
  return { state, retry };
}
