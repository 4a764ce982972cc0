import type { MockContext } from '../context';
import type { TokenRecord, UserRecord } from '../db/database';
import { ApiProblem, problem } from '../http/problem';
import { randomId } from '../ids';
import { recordsById, recordsGroupedBy } from '../db/recordsMemo';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Issues a fresh access and refresh token pair for the user: a new family (a login) unless `familyId` names the
 * family a rotation continues.
 */
export async function issueTokens(ctx: MockContext, userId: number, familyId = randomId('tf_')): Promise<TokenRecord> {
  const now = ctx.clock.now();
  return ctx.db.tokens.create({
    userId,
    familyId,
    accessToken: randomId('at_'),
    refreshToken: randomId('rt_'),
    accessExpiresAt: iso(now + ctx.settings.accessTokenSeconds * 1000),
    refreshExpiresAt: iso(now + ctx.settings.refreshTokenSeconds * 1000),
    rotatedAt: null,
  });
}

/** What a login or refresh answers of a pair: both tokens and the seconds left to the access token (at least 1). */
export function tokenPairAnswer(ctx: MockContext, pair: TokenRecord): { accessToken: string; refreshToken: string; accessTokenExpiresIn: number } {
  const secondsLeft = Math.round((Date.parse(pair.accessExpiresAt) - ctx.clock.now()) / 1000);
  return { accessToken: pair.accessToken, refreshToken: pair.refreshToken, accessTokenExpiresIn: Math.max(1, secondsLeft) };
}

const invalidRefreshToken = () => new ApiProblem(401, 'REFRESH_TOKEN_INVALID', 'The refresh token is invalid or expired.');

/** The pair of the family whose refresh token has not been rotated yet (a family is a chain: one at most). */
const livePairOf = (ctx: MockContext, familyId: string) => ctx.db.tokens.findFirst((q) => q.where({ familyId, rotatedAt: null }));

/** Every token of one family stops working (reuse of a rotated refresh token, logout). */
export function revokeFamily(ctx: MockContext, familyId: string): void {
  ctx.db.tokens.deleteMany((q) => q.where({ familyId }));
}

/**
 * The rotation under way in each family, per provider. Rotations of one family run one after the other: between
 * marking a token rotated and storing its successor the family has no live pair, and a reuse judged in that gap
 * would revoke a family that is doing fine (tabs sending the same or an older token at once).
 */
const rotationsInFlight = new WeakMap<MockContext, Map<string, Promise<unknown>>>();

/**
 * Rotation with reuse detection. A refresh token that was never used is rotated: its pair dies (the access token
 * too) and a successor pair of the same family is issued. Used again within `refreshGraceSeconds` of its rotation
 * it answers the family's live pair, which is that successor (or, when the successor was itself rotated meanwhile,
 * the newest pair: the holder of an older token of the chain within the grace period is the same client that lost
 * an answer, and the newest pair is the only one that still works, so every tab converges on it). Used again after
 * the grace period it is taken as stolen: the whole family is revoked and the call refused.
 */
export function rotateRefreshToken(ctx: MockContext, refreshToken: string): Promise<TokenRecord> {
  const familyId = ctx.db.tokens.findFirst((q) => q.where({ refreshToken }))?.familyId;
  if (familyId === undefined) return Promise.reject(invalidRefreshToken());
  let inFlight = rotationsInFlight.get(ctx);
  if (!inFlight) rotationsInFlight.set(ctx, (inFlight = new Map<string, Promise<unknown>>()));
  const rotation = (inFlight.get(familyId) ?? Promise.resolve()).catch(() => undefined).then(() => rotate(ctx, refreshToken));
  const settledRotation = rotation.catch(() => undefined);
  inFlight.set(familyId, settledRotation);
  void settledRotation.then(() => {
    if (inFlight.get(familyId) === settledRotation) inFlight.delete(familyId);
  });
  return rotation;
}

async function rotate(ctx: MockContext, refreshToken: string): Promise<TokenRecord> {
  const now = ctx.clock.now();
  const record = ctx.db.tokens.findFirst((q) => q.where({ refreshToken }));
  if (!record || Date.parse(record.refreshExpiresAt) <= now) throw invalidRefreshToken();
  const user = ctx.db.users.findFirst((q) => q.where({ id: record.userId }));
  if (!user || user.status !== 'APPROVED') throw invalidRefreshToken();
  if (record.rotatedAt !== null) {
    const live = livePairOf(ctx, record.familyId);
    const withinGrace = now - Date.parse(record.rotatedAt) <= ctx.settings.refreshGraceSeconds * 1000;
    if (withinGrace && live && Date.parse(live.refreshExpiresAt) > now) return live;
    revokeFamily(ctx, record.familyId);
    throw invalidRefreshToken();
  }
  // The old pair dies with the rotation: its access token stops working too.
  await ctx.db.tokens.update(record, {
    data(token) {
      token.rotatedAt = iso(now);
      token.accessExpiresAt = iso(Math.min(Date.parse(token.accessExpiresAt), now));
    },
  });
  return issueTokens(ctx, record.userId, record.familyId);
}

/** Logout: the family of the refresh token or the access token the caller holds stops working, other logins stay. */
export function revokeFamiliesOf(ctx: MockContext, userId: number, held: { refreshToken?: string; accessToken?: string }): void {
  const families = new Set(
    ctx.db.tokens
      .findMany((q) => q.where((token) => token.userId === userId && (token.refreshToken === held.refreshToken || token.accessToken === held.accessToken)))
      .map((token) => token.familyId),
  );
  for (const familyId of families) revokeFamily(ctx, familyId);
}

/**
 * Every token of the user stops working (logout everywhere, leave, the mock control's "expire tokens"), except the
 * family of `keepRefreshToken` when one is named (a password change keeps the session that made it).
 */
export async function revokeUserTokens(ctx: MockContext, userId: number, keepRefreshToken?: string): Promise<void> {
  const kept = keepRefreshToken === undefined ? undefined : ctx.db.tokens.findFirst((q) => q.where({ userId, refreshToken: keepRefreshToken }))?.familyId;
  ctx.db.tokens.deleteMany((q) => q.where({ userId, familyId: (familyId: string) => familyId !== kept }));
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
const accessTokenOf = (token: TokenRecord) => token.accessToken;

export function userForAccessToken(ctx: MockContext, accessToken: string): UserRecord {
  // Every signed-in request asks: lists kept until a token or user changes, not a scan of every token and user.
  const record = recordsGroupedBy(ctx.db.tokens.all(), accessTokenOf).get(accessToken)?.[0];
  if (!record) throw problem(401, 'UNAUTHORIZED');
  if (Date.parse(record.accessExpiresAt) <= ctx.clock.now()) throw problem(401, 'TOKEN_EXPIRED');
  const user = recordsById(ctx.db.users.all()).get(record.userId);
  if (!user || user.status !== 'APPROVED') throw problem(401, 'UNAUTHORIZED');
  return user;
}
