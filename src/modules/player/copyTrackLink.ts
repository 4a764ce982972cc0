import type { Music } from '../../api/generated/types.gen';
import { trackLinkPath } from '../../playback';

/** The absolute address of a track at a time (whole seconds), for sharing. */
export function absoluteTrackLink(track: Pick<Music, 'musicFileId' | 'musician'>, seconds: number, origin = globalThis.location.origin): string {
  return new URL(trackLinkPath(track, seconds), origin).href;
}

/** Copies text with the Clipboard API; rejects when the browser has none or refuses. */
export async function copyText(text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined = globalThis.navigator?.clipboard): Promise<void> {
  if (!clipboard) throw new Error('No clipboard');
  await clipboard.writeText(text);
}
