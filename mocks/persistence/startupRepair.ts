import type { MockContext } from '../context';
import type { FileRecord } from '../db/database';
import { deleteFile } from '../handlers/musicRemoval';
import { syncOffset } from '../tus/uploadState';

/**
 * The local server's start-up check of records against stored bytes, run before it listens (nothing else runs):
 * - unfinished tus uploads: the offset becomes what the blob really holds (after a kill mid-PATCH the blob may
 *   hold more bytes than the last committed offset), an upload whose bytes are gone starts again at 0, and one
 *   whose every byte is there is finished (type check, file record), as HEAD and PATCH would do;
 * - bytes no record points to (a killed upload to the benchmark sink, a photo stored but never recorded, a file
 *   deleted right before the kill): deleted;
 * - file records whose bytes are missing: a cover, photo or resized copy is removed with every reference to it
 *   (the page shows no image); a track's music file is kept and reported, since removing a composer's track
 *   with its likes and shortlist entries is a person's decision.
 */

export interface OffsetRepair {
  uploadId: string;
  from: number;
  to: number;
  /** Every byte was there: the upload is now complete (or rejected by its type check). */
  finished: boolean;
}

export interface RepairReport {
  orphanBlobs: string[];
  orphanBytes: number;
  offsets: OffsetRepair[];
  /** File records removed because their bytes were missing. */
  removedFiles: string[];
  /** Tracks whose music file has no bytes (kept). */
  tracksWithoutAudio: number[];
}

const blobIdOf = (file: FileRecord) => (file.source.type === 'blob' ? file.source.blobId : undefined);

export async function repairStoredBytes(ctx: MockContext): Promise<RepairReport> {
  const report: RepairReport = { orphanBlobs: [], orphanBytes: 0, offsets: [], removedFiles: [], tracksWithoutAudio: [] };

  for (const upload of ctx.db.uploads.findMany((q) => q.where({ state: 'receiving' }))) {
    const stored = await ctx.blobs.size(upload.id);
    const synced = await syncOffset(ctx, upload);
    if (stored === undefined || synced.offset !== upload.offset || synced.state !== upload.state) {
      report.offsets.push({ uploadId: upload.id, from: upload.offset, to: synced.offset, finished: synced.state !== 'receiving' });
    }
  }

  const referenced = new Set<string>();
  for (const upload of ctx.db.uploads.findMany((q) => q.where({ state: 'receiving' }))) referenced.add(upload.id);
  for (const file of ctx.db.files.all()) {
    const blobId = blobIdOf(file);
    if (blobId) referenced.add(blobId);
  }
  const stored = new Set(await ctx.blobs.list());
  for (const blobId of stored) {
    if (referenced.has(blobId)) continue;
    report.orphanBlobs.push(blobId);
    report.orphanBytes += (await ctx.blobs.size(blobId)) ?? 0;
    await ctx.blobs.delete(blobId);
  }

  const audioOf = new Map(ctx.db.music.all().map((music) => [music.audioFileId, music.id]));
  for (const file of [...ctx.db.files.all()]) {
    const blobId = blobIdOf(file);
    if (!blobId || stored.has(blobId) || (await ctx.blobs.size(blobId)) !== undefined) continue;
    const trackId = audioOf.get(file.id);
    if (trackId !== undefined) {
      report.tracksWithoutAudio.push(trackId);
      continue;
    }
    if (!ctx.db.files.findFirst((q) => q.where({ id: file.id }))) continue; // removed with its cover above
    await forgetFile(ctx, file.id);
    report.removedFiles.push(file.id);
  }
  return report;
}

/** Removes a file record (with its waveform and resized copies) and every reference to it. */
async function forgetFile(ctx: MockContext, fileId: string): Promise<void> {
  await ctx.db.musicians.updateMany((q) => q.where({ photoFileId: fileId }), {
    data(musician) {
      musician.photoFileId = null;
    },
  });
  await ctx.db.music.updateMany((q) => q.where({ coverFileId: fileId }), {
    data(music) {
      music.coverFileId = null;
    },
  });
  const holdsVariant = (image: FileRecord['image']) => image?.variants.some((variant) => variant.fileId === fileId) ?? false;
  for (const cover of ctx.db.files.all().filter((file) => holdsVariant(file.image))) {
    await ctx.db.files.update(cover, {
      data(record) {
        if (record.image) record.image.variants = record.image.variants.filter((variant) => variant.fileId !== fileId);
      },
    });
  }
  await deleteFile(ctx, fileId);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The one line the server prints after the check. */
export function describeRepair(report: RepairReport): string {
  const parts: string[] = [];
  if (report.orphanBlobs.length) parts.push(`deleted ${report.orphanBlobs.length} stored file(s) no record points to (${mb(report.orphanBytes)})`);
  for (const { uploadId, from, to, finished } of report.offsets) parts.push(`upload ${uploadId} offset ${from} -> ${to}${finished ? ' (complete)' : ''}`);
  if (report.removedFiles.length) parts.push(`removed ${report.removedFiles.length} image record(s) whose bytes were missing (${report.removedFiles.join(', ')})`);
  if (report.tracksWithoutAudio.length) parts.push(`tracks whose music file is missing, kept: ${report.tracksWithoutAudio.join(', ')}`);
  return `store check: ${parts.length ? parts.join('; ') : 'records and stored files agree'}`;
}
