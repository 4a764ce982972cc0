import type { Music } from '../../api/generated/types.gen';

export interface TrackListProps {
  /** The tracks, in the order shown; "play all" and each row's play button queue exactly these. */
  tracks: readonly Music[];
  /** Accessible name of the list (already translated). */
  label: string;
  /** A track to point out (a shared link's `?track=`): highlighted and scrolled into view. */
  highlightedId?: number;
  /** Shown when `tracks` is empty (already translated). */
  emptyText?: string;
  className?: string;
}

/** Placeholder: the catalog work replaces this with the real list (cover, titles, play, like, share, counts). */
export function TrackList({ tracks, label, className }: TrackListProps) {
  return (
    <ul aria-label={label} className={className}>
      {tracks.map((track) => (
        <li key={track.musicFileId}>{track.title.ko}</li>
      ))}
    </ul>
  );
}
