import type { Music } from '../api/generated/types.gen';
import { trackLinkPath } from '../playback/trackLink';

/** The absolute link of a track at a marker (`…/musician-details/3?track=7&t=42`): opening it starts there. */
export function cueMarkerLink(track: Pick<Music, 'musicFileId' | 'musician'>, seconds: number, origin = globalThis.location?.origin ?? ''): string {
  return new URL(trackLinkPath(track, seconds), origin).href;
}
