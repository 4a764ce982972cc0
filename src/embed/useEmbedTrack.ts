import { useCallback, useEffect, useState } from 'react';
import type { Music, Waveform } from '../api/generated/types.gen';
import { loadEmbedTrack, loadEmbedWaveform, loadFailureOf, type EmbedLoadFailure } from './embedApi';

export type EmbedTrackState =
  | { status: 'loading' }
  | { status: EmbedLoadFailure }
  | { status: 'ready'; music: Music; waveform: Waveform | undefined };

/**
 * Loads the track and its peaks together (the peaks are optional: without them the page plays with the slider
 * alone). No track id, an unknown or a deleted track: `unavailable`; anything else `failed`, with `retry`.
 */
export function useEmbedTrack(musicFileId: number | undefined): { state: EmbedTrackState; retry(): void } {
  const [state, setState] = useState<EmbedTrackState>(musicFileId === undefined ? { status: 'unavailable' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (musicFileId === undefined) return;
    let current = true;
    setState({ status: 'loading' });
    Promise.all([loadEmbedTrack(musicFileId), loadEmbedWaveform(musicFileId)]).then(
      ([music, waveform]) => current && setState({ status: 'ready', music, waveform }),
      (error: unknown) => current && setState({ status: loadFailureOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [musicFileId, attempt]);

  return { state, retry: useCallback(() => setAttempt((count) => count + 1), []) };
}
