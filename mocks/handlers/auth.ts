import {
  zCheckPasswordResetTokenBody,
  zLoginBody,
  zLogoutBody,
  zRefreshTokenBody,
  zRequestPasswordResetBody,
  zResetPasswordBody,
} from '../../src/lib/api/generated/zod.gen';
import { bearerToken, requireUser } from '../auth/guard';
import { completePasswordReset, sendPasswordReset, usableReset } from '../auth/passwordReset';
import { passwordMatches } from '../auth/passwords';
import { issueTokens, revokeFamiliesOf, rotateRefreshToken, tokenPairAnswer } from '../auth/tokens';
import type { MockContext } from '../context';
import type { UserRecord } from '../db/database';
import { clientAddressOf } from '../http/clientAddress';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';

const blockedStatus = {
  REJECTED: 'ACCOUNT_REJECTED',
  REVOKED: 'ACCOUNT_REVOKED',
  LEFT: 'ACCOUNT_LEFT',
} as const;

/** Login ids are emails, compared case-insensitively. A live account wins over a left one with the same email. */
export function findUserByLogin(ctx: MockContext, login: string): UserRecord | undefined {
  const email = login.trim().toLowerCase();
  const matches = ctx.db.users.findMany((q) => q.where({ email }));
  return matches.find((user) => user.status !== 'LEFT') ?? matches[0];
}

export const authOperations = [
  defineOperation({
    operationId: 'refreshToken',
    method: 'post',
    path: '/api/user/refresh',
    body: zRefreshTokenBody,
    async resolve({ ctx, body }) {
      const pair = await rotateRefreshToken(ctx, body.refreshToken);
      return ok(tokenPairAnswer(ctx, pair));
    },
  }),
  defineOperation({
    operationId: 'login',
    method: 'post',
    path: '/api/v1/user/login',
    body: zLoginBody,
    async resolve({ ctx, request, body }) {
      // Counted per login id, known or not (a refusal must not tell which accounts exist), and per client across
      // every id (spraying). Counted before the password is compared (there is an await), so parallel guesses
      // cannot all pass the check first; a right password then uncounts it.
      const client = clientAddressOf(request);
      ctx.throttle.assertAllowed('clientLoginFailure', client);
      ctx.throttle.assertAllowed('login', body.login);
      ctx.throttle.record('clientLoginFailure', client);
      ctx.throttle.record('login', body.login);
      const user = findUserByLogin(ctx, body.login);
      if (!user || !(await passwordMatches(body.password, user.email, user.passwordHash))) throw problem(401, 'INVALID_CREDENTIALS');
      ctx.throttle.release('clientLoginFailure', client);
      ctx.throttle.clear('login', body.login);
      if (user.status === 'PENDING') {
        return ok({
          accessToken: null,
          refreshToken: null,
          userStatus: 'PENDING',
          message: 'Your approval is pending. You can use the service after approval.',
        });
      }
      if (user.status !== 'APPROVED') throw new ApiProblem(403, blockedStatus[user.status], `The account is ${user.status.toLowerCase()}.`);
      const pair = await issueTokens(ctx, user.id);
      await ctx.db.users.update(user, {
        data(record) {
          record.lastLoginAt = new Date(ctx.clock.now()).toISOString();
        },
      });
      return ok({ ...tokenPairAnswer(ctx, pair), userStatus: 'APPROVED', message: 'Logged in.' });
    },
  }),
  defineOperation({
    operationId: 'logout',
    method: 'post',
    path: '/api/v1/user/logout',
    body: zLogoutBody,
    async resolve({ ctx, request, body }) {
      const user = requireUser(ctx, request);
      revokeFamiliesOf(ctx, user.id, { refreshToken: body.refreshToken, accessToken: bearerToken(request) });
      return ok(true);
    },
  }),
  defineOperation({
    operationId: 'requestPasswordReset',
    method: 'post',
    path: '/api/v1/user/password-reset',
    body: zRequestPasswordResetBody,
    async resolve({ ctx, request, body }) {
      ctx.throttle.assertAllowed('passwordReset', body.email);
      ctx.throttle.record('passwordReset', body.email);
      // The same answer whether or not the account exists: the outbox is the only trace.
      const user = findUserByLogin(ctx, body.email);
      if (user && user.status !== 'LEFT') await sendPasswordReset(ctx, user, ctx.publicOrigin ?? new URL(request.url).origin);
      return ok(true, 200, 'If an account exists for this email, a reset link was sent.');
    },
  }),
  defineOperation({
    operationId: 'checkPasswordResetToken',
    method: 'post',
    path: '/api/v1/user/password-reset/check',
    body: zCheckPasswordResetTokenBody,
    async resolve({ ctx, body }) {
      const { reset, user } = await usableReset(ctx, body.token);
      return ok({ email: user.email, expiresAt: reset.expiresAt });
    },
  }),
  defineOperation({
    operationId: 'resetPassword',
    method: 'post',
    path: '/api/v1/user/password-reset/confirm',
    body: zResetPasswordBody,
    async resolve({ ctx, body }) {
      const user = await completePasswordReset(ctx, body.token, body.newPassword);
      return ok({ email: user.email }, 200, 'Password changed.');
    },
  }),
];
