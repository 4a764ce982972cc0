import type { CoverImage } from '../../api/generated/types.gen';

/**
 * How the browser fetches a cover: `high` (at once, ahead of other images: the first screen's largest paints),
 * `eager` (at once) or `lazy` (when it comes near the viewport, decoded off the main thread).
 */
export type CoverLoading = 'high' | 'eager' | 'lazy';

/** The provider's formats, best first: a browser takes the first `<source>` whose type it supports. */
const FORMATS = ['image/avif', 'image/webp'] as const;

/** Same-origin paths only: an address kept in storage (the saved queue) never makes the app fetch from elsewhere. */
const isLocalPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

export interface CoverSource {
  type: (typeof FORMATS)[number];
  srcSet: string;
}

/** One `srcset` per format of the cover's resized copies (none when the provider made none). */
export function coverSources(image: CoverImage | null | undefined): CoverSource[] {
  const variants = (image?.variants ?? []).filter((variant) => isLocalPath(variant.url));
  return FORMATS.flatMap((type) => {
    const ofType = variants.filter((variant) => variant.format === type).sort((a, b) => a.width - b.width);
    return ofType.length === 0 ? [] : [{ type, srcSet: ofType.map((variant) => `${variant.url} ${variant.width}w`).join(', ') }];
  });
}

export interface CoverPictureProps {
  /** The original (JPEG or PNG): the image when the cover has no copies, and for browsers without AVIF or WebP. */
  src: string;
  /** The cover's size and copies (older saved tracks have none). */
  image?: CoverImage | null;
  alt: string;
  className: string;
  /** The rendered width as a `sizes` value, so the browser picks the copy that fits the screen's pixel density. */
  sizes: string;
  /** Rendered size in CSS pixels (square): the width and height attributes reserve the space (no layout shift). */
  size: number;
  loading?: CoverLoading;
}

/**
 * An album cover: a `<picture>` offering the provider's AVIF and WebP copies at several widths (the browser picks
 * by `sizes` and its pixel density), falling back to the original. The `<picture>` takes no box of its own
 * (`display: contents`), so the image lays out as before.
 */
export function CoverPicture({ src, image, alt, className, sizes, size, loading = 'lazy' }: CoverPictureProps) {
  const img = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'high' ? 'high' : undefined}
      decoding={loading === 'lazy' ? 'async' : undefined}
    />
  );
  const sources = coverSources(image);
  if (sources.length === 0) return img;
  return (
    <picture className="app-cover-picture">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
