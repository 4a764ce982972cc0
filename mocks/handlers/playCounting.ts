import type { MockContext } from '../context';
import type { MusicRecord, UserRecord } from '../db/database';
import { clientAddressOf } from '../http/clientAddress';
import { problem } from '../http/problem';
import { isLive } from './shareLinks';
import { recordActivity } from './trackActivity';

export interface PlayClaim {
  listenerId: string;
  shareToken?: string;
}

/**
 * Whether a play came through a live share link of a shortlist holding the track. A token that names no link is
 * 404 and a revoked or expired link 410: neither play is counted.
 */
function cameThroughShareLink(ctx: MockContext, shareToken: string | undefined, musicId: number): boolean {
  if (shareToken === undefined) return false;
  const link = ctx.db.shareLinks.findFirst((q) => q.where({ token: shareToken }));
  if (!link) throw problem(404, 'SHARE_LINK_NOT_FOUND', 'No share link has this token.');
  if (!isLive(ctx, link)) throw problem(410, 'SHARE_LINK_UNAVAILABLE', 'This link was revoked or has expired.');
  const list = ctx.db.shortlists.findFirst((q) => q.where({ id: link.shortlistId }));
  return Boolean(list?.entries.some((entry) => entry.musicId === musicId));
}

/**
 * Who is listening, for counting: a logged-in user whatever device or listener id, otherwise the client as the
 * server sees it (its address; never what the request claims), so fresh listener ids from one client add nothing.
 */
const listenerKeyOf = (request: Request, user: UserRecord | null) => (user ? `user:${user.id}` : `client:${clientAddressOf(request)}`);

/**
 * Counts a play unless this listener (or this listener id) was counted for the track within the window
 * (`playCountWindowSeconds`); answers the track after it and whether the play counted.
 */
export async function countPlay(
  ctx: MockContext,
  request: Request,
  user: UserRecord | null,
  music: MusicRecord,
  claim: PlayClaim,
): Promise<{ music: MusicRecord; counted: boolean }> {
  const shared = cameThroughShareLink(ctx, claim.shareToken, music.id);
  const nowMs = ctx.clock.now();
  const since = nowMs - ctx.settings.playCountWindowSeconds * 1000;
  const listenerKey = listenerKeyOf(request, user);
  // One plain pass over the plays (query builders cost 10 times as much per record, on every play under load).
  const counted = ctx.db.plays
    .all()
    .some((play) => play.musicId === music.id && (play.listenerId === claim.listenerId || (play.listenerKey === listenerKey && Date.parse(play.createdAt) > since)));
  if (counted) return { music, counted: false };
  await ctx.db.plays.create({ musicId: music.id, listenerId: claim.listenerId, listenerKey, createdAt: new Date(nowMs).toISOString() });
  await recordActivity(ctx, music.id, { plays: 1, sharedPlays: shared ? 1 : 0 });
  const updated = await ctx.db.music.update(music, {
    data(record) {
      record.playCount += 1;
    },
  });
  return { music: updated!, counted: true };
}
