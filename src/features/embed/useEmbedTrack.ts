import { useCallback, useEffect, useState } from 'react';
import type { Music } from '../../lib/api/generated/types.gen';
import { loadEmbedTrack, loadFailureOf, type EmbedLoadFailure } from './embedApi';

export type EmbedTrackState = { status: 'loading' } | { status: EmbedLoadFailure } | { status: 'ready'; music: Music };

/** Loads the track. No track id, an unknown or a deleted track: `unavailable`; anything else `failed`, with `retry`. */
export function useEmbedTrack(musicFileId: number | undefined): { state: EmbedTrackState; retry: () => void } {
  const [state, setState] = useState<EmbedTrackState>(musicFileId === undefined ? { status: 'unavailable' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Another track loads from the start (set while rendering, so no frame shows the last track's state).
  const [loadingFor, setLoadingFor] = useState(musicFileId);
  if (loadingFor !== musicFileId) {
    setLoadingFor(musicFileId);
    if (musicFileId !== undefined) setState({ status: 'loading' });
  }

  useEffect(() => {
    if (musicFileId === undefined) return;
    let current = true;
    loadEmbedTrack(musicFileId).then(
      (music) => current && setState({ status: 'ready', music }),
      (error: unknown) => current && setState({ status: loadFailureOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [musicFileId, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}
