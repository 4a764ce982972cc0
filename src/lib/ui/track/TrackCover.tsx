import { Music as MusicIcon } from '@blueprintjs/icons';
import type { CoverImage } from '../../api/generated/types.gen';
import { CoverPicture } from './CoverPicture';

export interface TrackCoverProps {
  /** Same-origin cover URL, or null when the track has none. */
  coverUrl: string | null;
  /** The cover's size and resized copies (see CoverPicture). */
  coverImage?: CoverImage | null;
  /** The title in the current language (the image's alt text). */
  title: string;
  /** Rendered size in pixels (square); the width and height attributes keep the layout from jumping. */
  size?: number;
  /** The rendered width as a `sizes` value when it changes with the screen; `${size}px` by default. */
  sizes?: string;
  /** Load at once (a track page's main cover) instead of lazily (rows of a list). */
  eager?: boolean;
}

/** A track's album cover thumbnail, lazily loaded; a music icon when the track has no cover. */
export function TrackCover({ coverUrl, coverImage, title, size = 48, sizes, eager = false }: TrackCoverProps) {
  if (!coverUrl) {
    return (
      <span className="app-catalog-cover app-catalog-cover-empty" style={{ width: size, height: size }} aria-hidden="true">
        <MusicIcon />
      </span>
    );
  }
  return (
    <CoverPicture
      className="app-catalog-cover"
      src={coverUrl}
      image={coverImage}
      alt={title}
      size={size}
      sizes={sizes ?? `${size}px`}
      loading={eager ? 'high' : 'lazy'}
    />
  );
}
