/**
 * Resized copies of album covers (WebP and AVIF in a few widths), so a page downloads a size that fits where the
 * cover is shown. The encoder (sharp, native code) runs in Node only: the local server injects a
 * `CoverProcessor` (see ./sharpProcessor.ts) into the mock's context. This file is browser-safe (the static
 * build's service worker bundles the mock): without a processor covers simply have no copies.
 */

export type CoverFormat = 'image/avif' | 'image/webp';

/** AVIF first: a browser takes the first `<source>` whose type it supports, and AVIF is the smaller. */
export const COVER_FORMATS: readonly CoverFormat[] = ['image/avif', 'image/webp'];

/**
 * Widths made of each cover, never wider than the original: rows and the player bar (48 px: 96 at 2x), the embed
 * (64 px), the home gallery (about 160-200 px: 192 at 1x, 320-480 at 2x), the track page (160 or 240 px: 320 at
 * 1x, 480-640 at 2x).
 */
export const COVER_WIDTHS: readonly number[] = [96, 192, 320, 480, 640];

export const formatExtension = (format: CoverFormat) => (format === 'image/avif' ? 'avif' : 'webp');

/** The widths to make of an original `width` pixels wide (the original's own width when it is narrower than all). */
export function variantWidths(width: number): number[] {
  const widths = COVER_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

/** A copy's height: the original's aspect ratio, rounded, at least 1. */
export const variantHeight = (original: { width: number; height: number }, width: number) => Math.max(1, Math.round((original.height * width) / original.width));

export interface CoverVariantInfo {
  format: CoverFormat;
  width: number;
  height: number;
  /** Bytes. */
  size: number;
}

export interface CoverVariantBytes extends CoverVariantInfo {
  bytes: Uint8Array;
}

export interface CoverRendition<V extends CoverVariantInfo = CoverVariantInfo> {
  /** The original's size in pixels. */
  width: number;
  height: number;
  /** Sorted by format (COVER_FORMATS order), then width. */
  variants: V[];
}

export interface CoverProcessor {
  /** Whether the image decodes whole (every pixel read, no error); without it uploads get the structural check only. */
  decodes?(image: Uint8Array): Promise<boolean>;
  /** The copies of an uploaded cover (JPEG or PNG bytes); rejects when the image cannot be decoded. */
  resize(image: Uint8Array): Promise<CoverRendition<CoverVariantBytes>>;
  /**
   * The copies of the seed's generated cover `seed` (mocks/media/png.ts), made once and kept (the local server
   * keeps them on disk across runs), so seeding again costs no encoding.
   */
  generated(seed: number): Promise<CoverRendition>;
  /** The bytes of one copy of a generated cover (kept, or made again when they are gone). */
  generatedBytes(seed: number, format: CoverFormat, width: number): Promise<Uint8Array>;
}
