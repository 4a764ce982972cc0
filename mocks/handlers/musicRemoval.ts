import type { MockContext } from '../context';
import type { MusicRecord } from '../db/database';
import { variantFileIds } from '../media/covers/store';
import { deleteWaveform } from '../media/waveform/store';

/** Deletes a stored file record and, for uploaded files, its bytes. */
export async function deleteFile(ctx: MockContext, fileId: string | null): Promise<void> {
  if (!fileId) return;
  const file = ctx.db.files.delete((q) => q.where({ id: fileId }));
  deleteWaveform(ctx, fileId);
  if (file?.source.type === 'blob') await ctx.blobs.delete(file.source.blobId);
  // A cover's resized copies go with it.
  for (const variantId of variantFileIds(file)) await deleteFile(ctx, variantId);
}

/**
 * A track goes with its files, likes, plays and feedback, and leaves every shortlist (and so every shared view),
 * every composer application that chose it and every film project that named it as a reference (a new track may
 * take a freed id).
 */
export async function deleteMusicRecord(ctx: MockContext, music: MusicRecord): Promise<void> {
  ctx.db.likes.deleteMany((q) => q.where({ musicId: music.id }));
  ctx.db.plays.deleteMany((q) => q.where({ musicId: music.id }));
  ctx.db.trackActivity.deleteMany((q) => q.where({ musicId: music.id }));
  const holds = (entries: Array<{ musicId: number }>) => entries.some((entry) => entry.musicId === music.id);
  await ctx.db.shortlists.updateMany((q) => q.where({ entries: holds }), {
    data(list) {
      list.entries = list.entries.filter((entry) => entry.musicId !== music.id);
    },
  });
  const names = (ids: number[]) => ids.includes(music.id);
  await ctx.db.applications.updateMany((q) => q.where({ trackIds: names }), {
    data(application) {
      application.trackIds = application.trackIds.filter((id) => id !== music.id);
    },
  });
  await ctx.db.projects.updateMany((q) => q.where({ music: { referenceTrackIds: names } }), {
    data(project) {
      project.music.referenceTrackIds = project.music.referenceTrackIds.filter((id) => id !== music.id);
    },
  });
  ctx.db.music.delete(music);
  await deleteFile(ctx, music.audioFileId);
  await deleteFile(ctx, music.coverFileId);
}
