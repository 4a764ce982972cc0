import type { MockContext } from '../context';
import { nextId, type PasswordResetRecord, type UserRecord } from '../db/database';
import { problem } from '../http/problem';
import { randomId } from '../ids';
import { hashPassword } from './passwords';
import { revokeUserTokens } from './tokens';

/** The app's page a reset link opens. */
export const RESET_PASSWORD_PATH = '/reset-password';

const iso = (ms: number) => new Date(ms).toISOString();

/** A one-time token: 256 bits from the platform's CSPRNG, base64url; nothing of it comes from ids or time. */
export function newResetToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Only the hash of a token is stored, so the store (or its snapshot in `.data/`) cannot be used to reset. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function resetEmail(minutes: number, url: string) {
  return {
    subject: { ko: '[Cue Connect] 비밀번호 재설정 안내', en: '[Cue Connect] Reset your password' },
    text: {
      ko: `아래 링크에서 새 비밀번호를 설정하세요. 링크는 ${minutes}분 동안 한 번만 사용할 수 있습니다.\n${url}\n비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시하세요.`,
      en: `Set a new password with the link below. It can be used once, within ${minutes} minutes.\n${url}\nIf you did not ask to reset your password, ignore this email.`,
    },
  };
}

/**
 * Sends the user a reset link (into the outbox). Earlier unused links of the user stop working, so only
 * the newest email's link does.
 */
export async function sendPasswordReset(ctx: MockContext, user: UserRecord, origin: string): Promise<void> {
  const now = ctx.clock.now();
  ctx.db.passwordResets.deleteMany((q) => q.where((record) => record.userId === user.id && record.usedAt === null));
  const token = newResetToken();
  await ctx.db.passwordResets.create({
    id: randomId('pr_'),
    userId: user.id,
    tokenHash: await tokenHash(token),
    createdAt: iso(now),
    expiresAt: iso(now + ctx.settings.passwordResetSeconds * 1000),
    usedAt: null,
  });
  const link = `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  const email = resetEmail(Math.round(ctx.settings.passwordResetSeconds / 60), `${origin}${link}`);
  await ctx.db.outbox.create({ id: nextId(ctx.db.outbox), to: user.email, ...email, link, sentAt: iso(now) });
}

/** The usable reset record of a token, or the token's problem: unknown (404), expired or used (410). */
export async function usableReset(ctx: MockContext, token: string): Promise<{ reset: PasswordResetRecord; user: UserRecord }> {
  const hash = await tokenHash(token);
  const reset = ctx.db.passwordResets.findFirst((q) => q.where({ tokenHash: hash }));
  const user = reset && ctx.db.users.findFirst((q) => q.where({ id: reset.userId }));
  if (!reset || !user || user.status === 'LEFT') throw problem(404, 'RESET_TOKEN_INVALID', 'The password reset link is not valid.');
  if (reset.usedAt !== null) throw problem(410, 'RESET_TOKEN_USED', 'The password reset link was used already.');
  if (Date.parse(reset.expiresAt) <= ctx.clock.now()) throw problem(410, 'RESET_TOKEN_EXPIRED', 'The password reset link has expired.');
  return { reset, user };
}

/** Sets the new password, uses the token up and ends every session of the user. */
export async function completePasswordReset(ctx: MockContext, token: string, newPassword: string): Promise<UserRecord> {
  const { reset, user } = await usableReset(ctx, token);
  const now = iso(ctx.clock.now());
  await ctx.db.passwordResets.update(reset, {
    data(record) {
      record.usedAt = now;
    },
  });
  const passwordHash = await hashPassword(newPassword, user.email);
  await ctx.db.users.update(user, {
    data(record) {
      record.passwordHash = passwordHash;
    },
  });
  await revokeUserTokens(ctx, user.id);
  return user;
}

/** Mock control: the user's unused reset links expire now (or every user's), as if 30 minutes had passed. */
export async function expirePasswordResets(ctx: MockContext, userId?: number): Promise<number> {
  const expired = await ctx.db.passwordResets.updateMany((q) => q.where((record) => record.usedAt === null && (userId === undefined || record.userId === userId)), {
    data(record) {
      record.expiresAt = iso(ctx.clock.now() - 1000);
    },
  });
  return expired.length;
}
