import { nicknameSkeleton } from '../../src/lib/domain/text/nicknameSkeleton';
import { zCheckLoginAvailableBody, zCheckNicknameAvailableBody, zSignUpBody } from '../../src/lib/api/generated/zod.gen';
import { optionalUser } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import type { MockContext } from '../context';
import { nextId } from '../db/database';
import { clientAddressOf } from '../http/clientAddress';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { problem } from '../http/problem';
import { freeText, identityText, phoneNumber } from './textInputs';

/**
 * An email is taken while an account holds it. Leaving erases the account's email (see accountErasure.ts), so the
 * same email can sign up again at once; only the seeded account that left keeps its email (it shows ACCOUNT_LEFT).
 */
export const emailTaken = (ctx: MockContext, email: string) => Boolean(ctx.db.users.findFirst((q) => q.where({ email: email.trim().toLowerCase() })));

/**
 * The account whose nickname looks like this one: nicknames compare by skeleton (domain/text), so the NFD form,
 * full-width letters, another case or added invisible characters find the owner. A nickname is freed when its
 * account leaves. The skeleton is computed on each comparison, never stored.
 */
export function nicknameOwner(ctx: MockContext, nickname: string) {
  const wanted = nicknameSkeleton(nickname);
  return ctx.db.users.findFirst((q) => q.where({ status: (status) => status !== 'LEFT', nickname: (stored) => nicknameSkeleton(stored) === wanted }));
}

/**
 * Email and nickname checks and sign-up attempts count per client (its network address, not what it claims: see
 * clientAddress.ts), before anything is looked up, so accounts cannot be listed by trying addresses. What counts is
 * each distinct email and each distinct nickname asked about, in a count of its own: a sign-up asks about one email
 * and one nickname (the field's check, the check again on leaving it, the sign-up itself all ask about the same
 * value), so a budget of N lets one address (a festival venue's network) sign N people up, while trying N emails
 * costs N as before. Counted and checked in one step, before any await, so parallel requests cannot all pass first.
 */
function countAvailabilityCheck(ctx: MockContext, request: Request, kind: 'email' | 'nickname', value: string): void {
  const key = `${kind} ${clientAddressOf(request)}`;
  const asked = kind === 'email' ? value.trim().toLowerCase() : nicknameSkeleton(value);
  ctx.throttle.assertAllowed('availabilityCheck', key, asked);
  ctx.throttle.record('availabilityCheck', key, asked);
}

export const signUpOperations = [
  defineOperation({
    operationId: 'checkLoginAvailable',
    method: 'post',
    path: '/api/v1/user/sign-up/check/login',
    body: zCheckLoginAvailableBody,
    resolve({ ctx, request, body }) {
      countAvailabilityCheck(ctx, request, 'email', body.login);
      return emailTaken(ctx, body.login) ? ok({ available: false, reason: 'TAKEN' }) : ok({ available: true });
    },
  }),
  defineOperation({
    operationId: 'checkNicknameAvailable',
    method: 'post',
    path: '/api/v1/user/sign-up/check/nickname',
    body: zCheckNicknameAvailableBody,
    resolve({ ctx, request, body }) {
      countAvailabilityCheck(ctx, request, 'nickname', body.nickName);
      const caller = optionalUser(ctx, request);
      const owner = nicknameOwner(ctx, body.nickName);
      if (!owner) {
        identityText('nickName', body.nickName);
        return ok({ available: true });
      }
      return ok({ available: false, reason: owner.id === caller?.id ? 'CURRENT' : 'TAKEN' });
    },
  }),
  defineOperation({
    operationId: 'signUp',
    method: 'post',
    path: '/api/v1/user/sign-up',
    body: zSignUpBody,
    async resolve({ ctx, request, body }) {
      // Before the duplicate checks: a sign-up answers whether the email and nickname are taken, as the checks do.
      countAvailabilityCheck(ctx, request, 'email', body.login);
      countAvailabilityCheck(ctx, request, 'nickname', body.nickName);
      const email = body.login.trim().toLowerCase();
      const name = identityText('name', body.name);
      const phoneNo = phoneNumber('phoneNo', body.phoneNo);
      if (emailTaken(ctx, email)) throw problem(409, 'EMAIL_DUPLICATE', 'The email is already registered.');
      if (nicknameOwner(ctx, body.nickName)) throw problem(409, 'NICKNAME_DUPLICATE', 'The nickname is already in use.');
      const nickname = identityText('nickName', body.nickName);
      const now = new Date(ctx.clock.now()).toISOString();
      const user = await ctx.db.users.create({
        id: nextId(ctx.db.users),
        email,
        passwordHash: await hashPassword(body.password, email),
        name,
        nickname,
        phoneNo,
        affiliation: freeText(body.affiliation ?? '') || null,
        authorityType: body.authorityType,
        status: body.authorityType === 'ROLE_MUSICIAN' ? 'PENDING' : 'APPROVED',
        // Every consent is dated by the provider's clock, a refused marketing consent too (the user decided then).
        termsAgreedAt: now,
        privacyAgreedAt: now,
        ageOver14ConfirmedAt: now,
        marketingEmail: body.marketingEmailConsent,
        marketingEmailAt: now,
        marketingSms: body.marketingSmsConsent,
        marketingSmsAt: now,
        createdAt: now,
        lastLoginAt: null,
        leftAt: null,
      });
      return ok({ userId: user.id, userStatus: user.status }, 201, 'Signed up.');
    },
  }),
];
