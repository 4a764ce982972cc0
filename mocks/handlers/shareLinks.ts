import type { ShareExpiry, ShareLink } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import type { ShareLinkRecord } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;
const EXPIRY_DAYS: Record<ShareExpiry, number | null> = { DAYS_7: 7, DAYS_30: 30, NEVER: null };
/** 18 random bytes: 144 bits, 24 base64url characters without padding. */
const TOKEN_BYTES = 18;

/** A share token: random bytes from the platform's CSPRNG (the service worker has it too), base64url, never derived from ids. */
export function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Whether a link still opens its shortlist: not revoked (replaced, deleted list) and not past its expiry. */
export function isLive(ctx: MockContext, link: ShareLinkRecord): boolean {
  return link.revokedAt === null && (link.expiresAt === null || ctx.clock.now() < Date.parse(link.expiresAt));
}

/** The live link of a shortlist, if it has one (at most one link of a list is ever unrevoked). */
export function liveLinkOf(ctx: MockContext, shortlistId: number): ShareLinkRecord | undefined {
  return ctx.db.shareLinks.findMany((q) => q.where({ shortlistId })).find((link) => isLive(ctx, link));
}

/** Revokes every unrevoked link of a shortlist; answers how many. Idempotent. */
export async function revokeShareLinks(ctx: MockContext, shortlistId: number): Promise<number> {
  const revokedAt = new Date(ctx.clock.now()).toISOString();
  const revoked = await ctx.db.shareLinks.updateMany((q) => q.where({ shortlistId, revokedAt: (value) => value === null }), {
    data(record) {
      record.revokedAt = revokedAt;
    },
  });
  return revoked?.length ?? 0;
}

/** A new link for a shortlist, replacing (revoking) the one it had. */
export async function createShareLinkRecord(ctx: MockContext, shortlistId: number, expiry: ShareExpiry): Promise<ShareLinkRecord> {
  await revokeShareLinks(ctx, shortlistId);
  const now = ctx.clock.now();
  const days = EXPIRY_DAYS[expiry];
  return ctx.db.shareLinks.create({
    token: newShareToken(),
    shortlistId,
    expiry,
    createdAt: new Date(now).toISOString(),
    expiresAt: days === null ? null : new Date(now + days * DAY_MS).toISOString(),
    revokedAt: null,
  });
}

export const toShareLink = (link: ShareLinkRecord): ShareLink => ({
  token: link.token,
  expiry: link.expiry,
  createdAt: link.createdAt,
  expiresAt: link.expiresAt,
});
