import type { CoverImage } from '../../../src/lib/api/generated/types.gen';
import type { MockContext } from '../../context';
import type { FileRecord } from '../../db/database';
import type * as z from 'zod';
import type { CoverImageRecord, fileRecord } from '../../db/schemas';
import { randomId } from '../../ids';
import { imageDimensions } from './dimensions';
import { COVER_FORMATS, formatExtension, type CoverProcessor } from './processor';

/** Where a cover's copies are kept: file records of their own, served by downloadFile like any stored file. */

const nowIso = (ctx: MockContext) => new Date(ctx.clock.now()).toISOString();
const formatRank = (format: string) => COVER_FORMATS.indexOf(format as (typeof COVER_FORMATS)[number]);
const byFormatThenWidth = (a: { format: string; width: number }, b: { format: string; width: number }) =>
  formatRank(a.format) - formatRank(b.format) || a.width - b.width;

/**
 * A cover upload just completed: makes its copies with the injected processor (none without one, or when the image
 * cannot be decoded) and stores each as a file of its own; the cover's record gets its size and copies.
 */
export async function storeUploadedCoverVariants(ctx: MockContext, cover: FileRecord, blobId: string): Promise<FileRecord> {
  const size = await ctx.blobs.size(blobId);
  if (size === undefined) return cover;
  const bytes = await ctx.blobs.read(blobId, 0, size);
  let image: CoverImageRecord | null = null;
  if (ctx.covers) {
    try {
      const rendition = await ctx.covers.resize(bytes);
      const variants: CoverImageRecord['variants'] = [];
      for (const variant of rendition.variants) {
        const variantBlobId = `${blobId}-${variant.width}-${formatExtension(variant.format)}`;
        await ctx.blobs.create(variantBlobId);
        await ctx.blobs.append(variantBlobId, variant.bytes);
        const file = await ctx.db.files.create({
          id: randomId('file_'),
          contentType: variant.format,
          size: variant.bytes.byteLength,
          durationSeconds: null,
          ownerUserId: cover.ownerUserId,
          source: { type: 'blob', blobId: variantBlobId },
          image: null,
          createdAt: nowIso(ctx),
        });
        variants.push({ format: variant.format, width: variant.width, height: variant.height, fileId: file.id });
      }
      image = { width: rendition.width, height: rendition.height, variants: variants.sort(byFormatThenWidth) };
    } catch {
      // An image the library cannot decode keeps only its original (the contract allows no copies).
    }
  }
  if (!image) {
    const dimensions = imageDimensions(bytes);
    image = dimensions ? { ...dimensions, variants: [] } : null;
  }
  const updated = await ctx.db.files.update((q) => q.where({ id: cover.id }), {
    data(record) {
      record.image = image;
    },
  });
  return updated ?? cover;
}

type SeedFile = z.infer<typeof fileRecord>;

/**
 * The seed's covers (`coverIds`) get their copies from the processor (made once, then kept: seeding again encodes
 * nothing), as file records whose bytes the processor gives back on request. Answers the seed's files with the
 * covers' copies added and their records' `image` filled; without a processor the files as they were.
 */
export async function withSeedCoverVariants(processor: CoverProcessor | undefined, files: SeedFile[], coverIds: Set<string>): Promise<SeedFile[]> {
  if (!processor) return files;
  const covers = files.filter((file) => coverIds.has(file.id) && file.source.type === 'generatedCover');
  const renditions = await Promise.all(covers.map((cover) => processor.generated((cover.source as { seed: number }).seed)));
  const out = [...files];
  for (const [index, cover] of covers.entries()) {
    const rendition = renditions[index]!;
    const seed = (cover.source as { seed: number }).seed;
    const variants: CoverImageRecord['variants'] = [];
    for (const variant of [...rendition.variants].sort(byFormatThenWidth)) {
      const id = `${cover.id}-${variant.width}-${formatExtension(variant.format)}`;
      out.push({
        ...cover,
        id,
        contentType: variant.format,
        size: variant.size,
        source: { type: 'generatedCoverVariant', seed, format: variant.format, width: variant.width },
        image: null,
      });
      variants.push({ format: variant.format, width: variant.width, height: variant.height, fileId: id });
    }
    out[out.indexOf(cover)] = { ...cover, image: { width: rendition.width, height: rendition.height, variants } };
  }
  return out;
}

/**
 * Musicians' photos stored before photos had copies (a store written by an older version): each gets its copies
 * now, as an upload or the seed would have made them. Answers how many photos got copies; none without a processor.
 */
export async function addMissingPhotoCopies(ctx: MockContext): Promise<number> {
  if (!ctx.covers) return 0;
  const photoIds = new Set(ctx.db.musicians.all().flatMap((musician) => (musician.photoFileId ? [musician.photoFileId] : [])));
  const photos = ctx.db.files.all().filter((file) => photoIds.has(file.id) && !file.image?.variants.length);
  let copied = 0;
  for (const photo of photos) {
    if (photo.source.type === 'blob') {
      const updated = await storeUploadedCoverVariants(ctx, photo, photo.source.blobId);
      if (updated.image?.variants.length) copied += 1;
    } else if (photo.source.type === 'generatedCover') {
      const [withCopies, ...copies] = await withSeedCoverVariants(ctx.covers, [photo], new Set([photo.id]));
      for (const copy of copies) await ctx.db.files.create(copy);
      await ctx.db.files.update((q) => q.where({ id: photo.id }), {
        data(record) {
          record.image = withCopies!.image;
        },
      });
      copied += 1;
    }
  }
  return copied;
}

/** The contract's view of a cover's size and copies (null when its size is unknown). */
export function toCoverImage(file: FileRecord | undefined, urlOf: (fileId: string) => string): CoverImage | null {
  if (!file?.image) return null;
  const { width, height, variants } = file.image;
  return { width, height, variants: variants.map((variant) => ({ format: variant.format, width: variant.width, height: variant.height, url: urlOf(variant.fileId) })) };
}

/** The ids of a cover's copies (deleted with it). */
export const variantFileIds = (file: FileRecord | undefined): string[] => file?.image?.variants.map((variant) => variant.fileId) ?? [];
