import type { MockContext } from '../context';
import type { TokenRecord, UserRecord } from '../db/database';
import { ApiProblem, problem } from '../http/problem';
import { randomId } from '../ids';

const iso = (ms: number) => new Date(ms).toISOString();

/** Issues a fresh access and refresh token pair for the user. */
export async function issueTokens(ctx: MockContext, userId: number): Promise<TokenRecord> {
  const now = ctx.clock.now();
  return ctx.db.tokens.create({
    userId,
    accessToken: randomId('at_'),
    refreshToken: randomId('rt_'),
    accessExpiresAt: iso(now + ctx.settings.accessTokenSeconds * 1000),
    refreshExpiresAt: iso(now + ctx.settings.refreshTokenSeconds * 1000),
    refreshUsed: false,
  });
}

/** Rotation: a refresh token works once; it is marked used and a new pair is issued. */
export async function rotateRefreshToken(ctx: MockContext, refreshToken: string): Promise<TokenRecord> {
  const record = ctx.db.tokens.findFirst((q) => q.where({ refreshToken }));
  const invalid = new ApiProblem(401, 'REFRESH_TOKEN_INVALID', 'The refresh token is invalid or expired.');
  if (!record || record.refreshUsed || Date.parse(record.refreshExpiresAt) <= ctx.clock.now()) throw invalid;
  const user = ctx.db.users.findFirst((q) => q.where({ id: record.userId }));
  if (!user || user.status !== 'APPROVED') throw invalid;
  // The old pair dies with the rotation: its access token stops working too.
  await ctx.db.tokens.update(record, {
    data(token) {
      token.refreshUsed = true;
      token.accessExpiresAt = iso(Math.min(Date.parse(token.accessExpiresAt), ctx.clock.now()));
    },
  });
  return issueTokens(ctx, record.userId);
}

/** Every token of the user stops working (logout everywhere, leave, the mock control's "expire tokens"). */
export async function revokeUserTokens(ctx: MockContext, userId: number, keepRefreshToken?: string): Promise<void> {
  ctx.db.tokens.deleteMany((q) => q.where({ userId, refreshToken: (token: string) => token !== keepRefreshToken }));
}

/** Makes the user's access tokens expired while keeping refresh tokens valid (exercises the refresh flow). */
export async function expireAccessTokens(ctx: MockContext, userId: number): Promise<number> {
  const expired = await ctx.db.tokens.updateMany((q) => q.where({ userId }), {
    data(token) {
      token.accessExpiresAt = iso(ctx.clock.now() - 1000);
    },
  });
  return expired.length;
}

/** The user behind a bearer token, or a 401 problem. */
export function userForAccessToken(ctx: MockContext, accessToken: string): UserRecord {
  const record = ctx.db.tokens.findFirst((q) => q.where({ accessToken }));
  if (!record) throw problem(401, 'UNAUTHORIZED');
  if (Date.parse(record.accessExpiresAt) <= ctx.clock.now()) throw problem(401, 'TOKEN_EXPIRED');
  const user = ctx.db.users.findFirst((q) => q.where({ id: record.userId }));
  if (!user || user.status !== 'APPROVED') throw problem(401, 'UNAUTHORIZED');
  return user;
}
