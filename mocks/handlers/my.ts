import {
  zChangePasswordBody,
  zLeaveAccountBody,
  zLeaveAccountPath,
  zListLikedMusicQuery,
  zUpdateMyProfileBody,
  zUpdateMyProfilePath,
} from '../../src/lib/api/generated/zod.gen';
import { bearerToken, requireUser } from '../auth/guard';
import { hashPassword, passwordMatches } from '../auth/passwords';
import { revokeUserTokens } from '../auth/tokens';
import type { MockContext } from '../context';
import type { UserRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { problem } from '../http/problem';
import { createMusicViewer, musicianOfUser, paginate, toUserProfile } from '../http/views';
import { eraseAccount } from './accountErasure';
import { nicknameOwner } from './signUp';
import { freeText, identityText, phoneNumber } from './textInputs';

function requireSelf(ctx: MockContext, request: Request, userId: number): UserRecord {
  const user = requireUser(ctx, request);
  if (user.id !== userId) throw problem(403, 'FORBIDDEN', 'Only the account owner may do this.');
  return user;
}

export const myOperations = [
  defineOperation({
    operationId: 'getMyProfile',
    method: 'get',
    path: '/api/v1/my/profile',
    resolve({ ctx, request }) {
      return ok(toUserProfile(ctx, requireUser(ctx, request)));
    },
  }),
  defineOperation({
    operationId: 'updateMyProfile',
    method: 'put',
    path: '/api/v1/my/profile/{userId}',
    params: zUpdateMyProfilePath,
    body: zUpdateMyProfileBody,
    async resolve({ ctx, request, path, body }) {
      const user = requireSelf(ctx, request, path.userId);
      const owner = nicknameOwner(ctx, body.nickname);
      if (owner && owner.id !== user.id) throw problem(409, 'NICKNAME_DUPLICATE', 'The nickname is already in use.');
      const nickname = identityText('nickname', body.nickname);
      const name = body.name === undefined ? undefined : identityText('name', body.name);
      const phoneNo = phoneNumber('phoneNo', body.phoneNo);
      const updated = await ctx.db.users.update(user, {
        data(record) {
          record.nickname = nickname;
          record.phoneNo = phoneNo;
          if (name !== undefined) record.name = name;
          if (body.affiliation !== undefined) record.affiliation = freeText(body.affiliation) || null;
        },
      });
      return ok(toUserProfile(ctx, updated!));
    },
  }),
  defineOperation({
    operationId: 'leaveAccount',
    method: 'put',
    path: '/api/v1/my/leave/{userId}',
    params: zLeaveAccountPath,
    body: zLeaveAccountBody,
    async resolve({ ctx, request, path, body }) {
      const user = requireSelf(ctx, request, path.userId);
      // A stolen access token alone cannot close the account; wrong passwords count against the login id, as at login.
      ctx.throttle.assertAllowed('login', user.email);
      if (!(await passwordMatches(body.password, user.email, user.passwordHash))) {
        ctx.throttle.record('login', user.email);
        throw problem(400, 'PASSWORD_MISMATCH', 'The password is incorrect.');
      }
      await eraseAccount(ctx, user);
      return ok(true, 200, 'The account is closed.');
    },
  }),
  defineOperation({
    operationId: 'checkMusicianProfile',
    method: 'get',
    path: '/api/v1/my/profile-check',
    resolve({ ctx, request }) {
      const user = requireUser(ctx, request);
      return ok({ profile: Boolean(musicianOfUser(ctx, user.id)), userId: user.id });
    },
  }),
  defineOperation({
    operationId: 'changePassword',
    method: 'put',
    path: '/api/v1/my/password',
    body: zChangePasswordBody,
    async resolve({ ctx, request, body }) {
      const user = requireUser(ctx, request);
      if (!(await passwordMatches(body.currentPassword, user.email, user.passwordHash))) {
        throw problem(400, 'PASSWORD_MISMATCH', 'The current password is incorrect.');
      }
      if (body.newPassword === body.currentPassword) {
        throw problem(400, 'PASSWORD_SAME_AS_CURRENT', 'The new password must differ from the current one.');
      }
      const passwordHash = await hashPassword(body.newPassword, user.email);
      await ctx.db.users.update(user, {
        data(record) {
          record.passwordHash = passwordHash;
        },
      });
      const current = ctx.db.tokens.findFirst((q) => q.where({ accessToken: bearerToken(request) ?? '' }));
      await revokeUserTokens(ctx, user.id, current?.refreshToken);
      return ok(true, 200, 'Password changed.');
    },
  }),
  defineOperation({
    operationId: 'listLikedMusic',
    method: 'get',
    path: '/api/v1/my/likes',
    query: zListLikedMusicQuery,
    resolve({ ctx, request, query }) {
      const user = requireUser(ctx, request);
      const view = createMusicViewer(ctx, user.id);
      const likes = ctx.db.likes.findMany((q) => q.where({ userId: user.id }), { orderBy: { createdAt: 'desc' } });
      const tracks = likes.flatMap((like) => {
        const music = ctx.db.music.findFirst((q) => q.where({ id: like.musicId }));
        return music ? [view(music)] : [];
      });
      return ok(paginate(tracks, query.page, query.size));
    },
  }),
];
