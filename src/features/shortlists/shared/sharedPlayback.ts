import type { SharedShortlistEntry } from '../../../lib/api/generated/types.gen';
import { getPlaybackSnapshot, playTracks, togglePlayback } from '../../playback';

/**
 * Plays the shared list from the entry at `index` on behalf of its share link (so its plays count as plays
 * through the link), or pauses and resumes when that entry is already sounding from this link.
 */
export function playSharedFrom(entries: readonly SharedShortlistEntry[], index: number, shareToken: string): void {
  const entry = entries[index];
  if (!entry) return;
  const snapshot = getPlaybackSnapshot();
  if (snapshot.shareToken === shareToken && snapshot.current?.musicFileId === entry.music.musicFileId) togglePlayback();
  else
    playTracks(
      entries.map(({ music }) => music),
      index,
      { shareToken },
    );
}

/** Plays the shared list from `seconds` into the entry at `index` (a note's time), on behalf of its share link. */
export function playSharedAt(entries: readonly SharedShortlistEntry[], index: number, seconds: number, shareToken: string): void {
  playTracks(
    entries.map(({ music }) => music),
    index,
    { startAt: seconds, shareToken },
  );
}
