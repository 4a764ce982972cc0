import { Music as MusicIcon } from '@blueprintjs/icons';

export interface TrackCoverProps {
  /** Same-origin cover URL, or null when the track has none. */
  coverUrl: string | null;
  /** The title in the current language (the image's alt text). */
  title: string;
  /** Rendered size in pixels (square); the width and height attributes keep the layout from jumping. */
  size?: number;
  /** Load at once (a track page's main cover) instead of lazily (rows of a list). */
  eager?: boolean;
}

/** A track's album cover thumbnail, lazily loaded; a music icon when the track has no cover. */
export function TrackCover({ coverUrl, title, size = 48, eager = false }: TrackCoverProps) {
  if (!coverUrl) {
    return (
      <span className="app-catalog-cover app-catalog-cover-empty" style={{ width: size, height: size }} aria-hidden="true">
        <MusicIcon />
      </span>
    );
  }
  return <img className="app-catalog-cover" src={coverUrl} alt={title} width={size} height={size} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
