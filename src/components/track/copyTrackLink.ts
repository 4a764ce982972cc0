import type { Music } from '../../api/generated/types.gen';
import { trackLinkPath } from '../../playback';

/** The absolute, shareable link of a track (its musician's page with `?track=`). */
export function absoluteTrackLink(track: Pick<Music, 'musicFileId' | 'musician'>, origin = globalThis.location?.origin ?? ''): string {
  return `${origin}${trackLinkPath(track)}`;
}

/** Copies `text` to the clipboard; false when the browser offers no clipboard or refuses (copy by hand then). */
export async function copyToClipboard(text: string): Promise<boolean> {
  const clipboard = globalThis.navigator?.clipboard;
  if (typeof clipboard?.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
