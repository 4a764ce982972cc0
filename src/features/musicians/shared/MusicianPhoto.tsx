import { useState } from 'react';
import type { CoverImage } from '../../../lib/api/generated/types.gen';
import { coverSources } from '../../../lib/ui/track/CoverPicture';
import { initials } from './initials';

export interface MusicianPhotoProps {
  /** Same-origin photo URL; null shows the placeholder. */
  photoUrl: string | null;
  /** The photo's resized copies (AVIF and WebP at several widths): the browser downloads one that fits `size`. */
  image?: CoverImage | null;
  /** The musician's name in the current language: the image's alt text and the placeholder's initials. */
  name: string;
  /** Width and height in pixels (the box keeps this size while loading, so nothing jumps). */
  size: number;
  /** Load the image eagerly (a detail page's main photo) instead of lazily (cards in a grid). */
  eager?: boolean;
  /** Load it eagerly and ahead of other images: the first cards of the list (one of them is the page's largest paint). */
  priority?: boolean;
  className?: string;
}

/**
 * A musician's square photo, or a neutral placeholder with their initials when there is none or it fails to
 * load. Either way it is an image named after the musician. With copies, a `<picture>` (no box of its own) offers
 * them by width, so a 96 px card downloads about 2 KB instead of the uploaded original.
 */
export function MusicianPhoto({ photoUrl, image, name, size, eager = false, priority = false, className }: MusicianPhotoProps) {
  const [failedUrl, setFailedUrl] = useState<string>();
  const box = { width: size, height: size };
  const classes = ['app-musicians-photo', className].filter(Boolean).join(' ');
  if (photoUrl === null || failedUrl === photoUrl) {
    return (
      <div className={`${classes} app-musicians-photo-placeholder`} role="img" aria-label={name} style={{ ...box, fontSize: size * 0.34 }}>
        <span aria-hidden="true">{initials(name)}</span>
      </div>
    );
  }
  const img = (
    <img
      className={classes}
      src={photoUrl}
      alt={name}
      width={size}
      height={size}
      style={box}
      loading={eager || priority ? 'eager' : 'lazy'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      onError={() => setFailedUrl(photoUrl)}
    />
  );
  const sources = coverSources(image);
  if (sources.length === 0) return img;
  return (
    <picture className="app-musicians-photo-picture">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={`${size}px`} />
      ))}
      {img}
    </picture>
  );
}
