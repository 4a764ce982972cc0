import { MAX_SHORTLISTS_PER_USER, MAX_TRACKS_PER_SHORTLIST } from '../../src/lib/domain/limits';
import type { MockContext } from '../context';
import { nextId } from '../db/database';
import { problem } from '../http/problem';

/** Mock control for the states tests cannot reach quickly through the API (see ./handlers.ts). */

const iso = (ms: number) => new Date(ms).toISOString();

/** Live share links (one token's, or all) expire now, as when their 7 or 30 days have passed. */
export async function expireShareLinks(ctx: MockContext, token?: string): Promise<number> {
  const now = ctx.clock.now();
  const expired = await ctx.db.shareLinks.updateMany(
    (q) => q.where((link) => link.revokedAt === null && (link.expiresAt === null || Date.parse(link.expiresAt) > now) && (token === undefined || link.token === token)),
    {
      data(link) {
        link.expiresAt = iso(now - 1000);
      },
    },
  );
  return expired.length;
}

/** Gives a user empty shortlists ("Shortlist 1", ...) until they have `count` (the limit by default). */
export async function fillShortlists(ctx: MockContext, userId: number, count = MAX_SHORTLISTS_PER_USER): Promise<number> {
  let have = ctx.db.shortlists.findMany((q) => q.where({ ownerUserId: userId })).length;
  while (have < count) {
    have += 1;
    await ctx.db.shortlists.create({
      id: nextId(ctx.db.shortlists),
      ownerUserId: userId,
      name: `Shortlist ${have}`,
      description: '',
      entries: [],
      createdAt: iso(ctx.clock.now()),
      updatedAt: iso(ctx.clock.now()),
    });
  }
  return have;
}

/**
 * Appends catalogue tracks not in the list yet (in id order) until it holds `count` (the limit by default).
 * Answers how many tracks it holds. No composer feedback is recorded for these adds.
 */
export async function fillShortlistTracks(ctx: MockContext, shortlistId: number, count = MAX_TRACKS_PER_SHORTLIST): Promise<number> {
  const list = ctx.db.shortlists.findFirst((q) => q.where({ id: shortlistId }));
  if (!list) throw problem(404, 'SHORTLIST_NOT_FOUND', `No shortlist ${shortlistId}.`);
  const held = new Set(list.entries.map((entry) => entry.musicId));
  const wanted = Math.max(0, count - held.size);
  const more = ctx.db.music
    .findMany(undefined, { orderBy: { id: 'asc' } })
    .filter((music) => !held.has(music.id))
    .slice(0, wanted)
    .map((music) => ({ musicId: music.id, note: '', noteSeconds: null, addedAt: iso(ctx.clock.now()) }));
  const updated = await ctx.db.shortlists.update(list, {
    data(record) {
      record.entries = [...record.entries, ...more];
      record.updatedAt = iso(ctx.clock.now());
    },
  });
  return updated!.entries.length;
}
