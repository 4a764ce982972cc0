import type { MockContext } from '../context';
import { problem } from '../http/problem';

/** 507 `STORAGE_FULL` unless the disk keeps its reserve after `length` more bytes (a memory store has no disk). */
export async function assertDiskReserve(ctx: MockContext, length: number): Promise<void> {
  const free = await ctx.blobs.freeBytes?.();
  if (free !== undefined && free - length < ctx.settings.storageReserveBytes) {
    throw problem(507, 'STORAGE_FULL', 'The server cannot store another upload now. Please try again later.');
  }
}

/**
 * Whether a user may start one more upload of `length` bytes: their unfinished uploads (count and declared bytes)
 * stay within the quota (403 `UPLOAD_QUOTA_EXCEEDED`), and the disk keeps its reserve after it (507
 * `STORAGE_FULL`). Expired uploads were swept before, so they no longer count.
 */
export async function assertUploadAllowed(ctx: MockContext, userId: number, length: number): Promise<void> {
  const unfinished = ctx.db.uploads.findMany((q) => q.where({ ownerUserId: userId })).filter((upload) => upload.state === 'receiving');
  const declared = unfinished.reduce((sum, upload) => sum + upload.length, 0);
  const { count, bytes } = ctx.settings.uploadQuota;
  if (unfinished.length + 1 > count || declared + length > bytes) {
    throw problem(403, 'UPLOAD_QUOTA_EXCEEDED', `At most ${count} unfinished uploads of ${bytes} bytes together: finish or cancel one first.`);
  }
  await assertDiskReserve(ctx, length);
}
