import type { MockContext } from '../context';
import { problem } from '../http/problem';
import { assertDiskReserve } from '../tus/uploadQuota';
import { deleteFile } from './musicRemoval';

/** Photos a user stored that no musician profile references (stored for a profile form not saved yet). */
function unusedPhotosOf(ctx: MockContext, userId: number) {
  const used = new Set(ctx.db.musicians.all().map((musician) => musician.photoFileId));
  return ctx.db.files.findMany((q) => q.where({ ownerUserId: userId })).filter((file) => file.id.startsWith('photo_') && !used.has(file.id));
}

/**
 * Whether a musician may store one more photo of about `length` bytes. Unused photos older than an unfinished
 * upload's lifetime are deleted first (a form left unsaved); of the rest, at most `unusedPhotoQuota` may wait (403
 * `UPLOAD_QUOTA_EXCEEDED`), and the disk must keep its reserve (507 `STORAGE_FULL`).
 */
export async function assertPhotoAllowed(ctx: MockContext, userId: number, length: number): Promise<void> {
  const staleBefore = ctx.clock.now() - ctx.settings.uploadExpirySeconds * 1000;
  const unused = unusedPhotosOf(ctx, userId);
  for (const photo of unused.filter((file) => Date.parse(file.createdAt) <= staleBefore)) await deleteFile(ctx, photo.id);
  const waiting = unused.filter((file) => Date.parse(file.createdAt) > staleBefore).length;
  const limit = ctx.settings.unusedPhotoQuota;
  if (waiting >= limit) throw problem(403, 'UPLOAD_QUOTA_EXCEEDED', `At most ${limit} photos that no profile uses yet: save the profile first.`);
  await assertDiskReserve(ctx, length);
}
