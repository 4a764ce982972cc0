import type { SharedShortlist, Shortlist, ShortlistSummary } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import type { MusicRecord, ShortlistRecord, UserRecord } from '../db/database';
import { createMusicViewer } from '../http/views';
import { isIndustryVerified } from './industryProfiles';
import { liveLinkOf, toShareLink } from './shareLinks';

/** Shortlist records -> the contract's shapes. A share link shows only while it is live. */

export function toShortlistSummary(ctx: MockContext, list: ShortlistRecord): ShortlistSummary {
  const link = liveLinkOf(ctx, list.id);
  return {
    shortlistId: list.id,
    name: list.name,
    description: list.description,
    trackCount: list.entries.length,
    musicFileIds: list.entries.map((entry) => entry.musicId),
    shareLink: link ? toShareLink(link) : null,
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
  };
}

/** The entries with their tracks (an entry whose track is gone is left out; removal normally takes it first). */
function entriesWithMusic(ctx: MockContext, list: ShortlistRecord) {
  const music = new Map<number, MusicRecord>(
    ctx.db.music.findMany((q) => q.where({ id: (id) => list.entries.some((entry) => entry.musicId === id) })).map((record) => [record.id, record]),
  );
  return list.entries.flatMap((entry) => {
    const track = music.get(entry.musicId);
    return track ? [{ entry, track }] : [];
  });
}

export function toShortlist(ctx: MockContext, list: ShortlistRecord, viewerUserId: number): Shortlist {
  const view = createMusicViewer(ctx, viewerUserId);
  const link = liveLinkOf(ctx, list.id);
  return {
    shortlistId: list.id,
    name: list.name,
    description: list.description,
    entries: entriesWithMusic(ctx, list).map(({ entry, track }) => ({
      music: view(track),
      note: entry.note,
      noteSeconds: entry.noteSeconds,
      addedAt: entry.addedAt,
    })),
    shareLink: link ? toShareLink(link) : null,
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
  };
}

/** What a share link shows: the owner by nickname only, `liked` as the caller (anyone) sees it. */
export function toSharedShortlist(
  ctx: MockContext,
  list: ShortlistRecord,
  owner: UserRecord | undefined,
  expiresAt: string | null,
  viewerUserId: number | null,
): SharedShortlist {
  const view = createMusicViewer(ctx, viewerUserId);
  return {
    name: list.name,
    description: list.description,
    ownerNickname: owner?.nickname ?? '',
    ownerIndustryVerified: owner !== undefined && isIndustryVerified(ctx, owner.id),
    entries: entriesWithMusic(ctx, list).map(({ entry, track }) => ({ music: view(track), note: entry.note, noteSeconds: entry.noteSeconds })),
    expiresAt,
    updatedAt: list.updatedAt,
  };
}
