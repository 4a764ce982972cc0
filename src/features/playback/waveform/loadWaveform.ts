import { getMusicWaveform } from '../../../lib/api/generated/sdk.gen';
import type { Waveform } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';

/**
 * One request per track and page view: the player and the track page share the answer. The browser's HTTP
 * cache keeps it across visits and revalidates it with its ETag (`Cache-Control: no-cache`, 304 when unchanged).
 * A failed load is forgotten, so the next view asks again.
 */
const loads = new Map<number, Promise<Waveform>>();

export function loadWaveform(musicFileId: number): Promise<Waveform> {
  let load = loads.get(musicFileId);
  if (!load) {
    load = resultData(getMusicWaveform({ path: { musicFileId } }));
    loads.set(musicFileId, load);
    load.catch(() => loads.delete(musicFileId));
  }
  return load;
}

/** Forgets every loaded waveform (a track's audio was replaced; tests). */
export function forgetWaveforms(): void {
  loads.clear();
}
