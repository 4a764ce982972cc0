import { useEffect, useState } from 'react';
import type { Waveform } from '../../../lib/api/generated/types.gen';
import { loadWaveform } from './loadWaveform';

/** A track's waveform: loading, failed (the bar then shows a flat line) or there. */
export type WaveformState = { status: 'loading' | 'failed'; waveform?: undefined } | { status: 'ready'; waveform: Waveform };

/**
 * A track's waveform, loaded once per track and page view. The
 * waveform is drawn everywhere a track plays, the embedded player and the player bar of the home page included,
 * whose first loads have no TanStack Query (docs/decisions/0014-one-way-to-read.md): `loadWaveform` keeps one
 * answer per track instead.
 */
export function useWaveformData(musicFileId: number): WaveformState {
  const [loaded, setLoaded] = useState<{ musicFileId: number; state: WaveformState }>();
  useEffect(() => {
    let current = true;
    loadWaveform(musicFileId).then(
      (waveform) => current && setLoaded({ musicFileId, state: { status: 'ready', waveform } }),
      () => current && setLoaded({ musicFileId, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [musicFileId]);
  // Another track's answer is never shown for this one.
  return loaded?.musicFileId === musicFileId ? loaded.state : { status: 'loading' };
}
