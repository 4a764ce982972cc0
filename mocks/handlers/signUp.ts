import { zCheckLoginAvailableBody, zCheckNicknameAvailableBody, zSignUpBody } from '../../src/api/generated/zod.gen';
import { optionalUser } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import type { MockContext } from '../context';
import { nextId } from '../db/database';
import { clientAddressOf } from '../http/clientAddress';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { problem } from '../http/problem';

/**
 * An email is taken while an account holds it. Leaving erases the account's email (see accountErasure.ts), so the
 * same email can sign up again at once; only the seeded account that left keeps its email (it shows ACCOUNT_LEFT).
 */
export const emailTaken = (ctx: MockContext, email: string) => Boolean(ctx.db.users.findFirst((q) => q.where({ email: email.trim().toLowerCase() })));

/** A nickname is freed when its account leaves. */
export const nicknameOwner = (ctx: MockContext, nickname: string) =>
  ctx.db.users.findFirst((q) => q.where({ nickname: nickname.trim(), status: (status) => status !== 'LEFT' }));

/**
 * Email and nickname checks and sign-up attempts count together per client (its network address, not what it
 * claims: see clientAddress.ts), before anything is looked up, so accounts cannot be listed by trying addresses.
 * Counted and checked in one step, before any await, so parallel requests cannot all pass the check first.
 */
function countAvailabilityCheck(ctx: MockContext, request: Request): void {
  const client = clientAddressOf(request);
  ctx.throttle.assertAllowed('availabilityCheck', client);
  ctx.throttle.record('availabilityCheck', client);
}

export const signUpOperations = [
  defineOperation({
    operationId: 'checkLoginAvailable',
    method: 'post',
    path: '/api/v1/user/sign-up/check/login',
    body: zCheckLoginAvailableBody,
    resolve({ ctx, request, body }) {
      countAvailabilityCheck(ctx, request);
      return emailTaken(ctx, body.login) ? ok({ available: false, reason: 'TAKEN' }) : ok({ available: true });
    },
  }),
  defineOperation({
    operationId: 'checkNicknameAvailable',
    method: 'post',
    path: '/api/v1/user/sign-up/check/nickname',
    body: zCheckNicknameAvailableBody,
    resolve({ ctx, request, body }) {
      countAvailabilityCheck(ctx, request);
      const caller = optionalUser(ctx, request);
      const owner = nicknameOwner(ctx, body.nickName);
      if (!owner) return ok({ available: true });
      return ok({ available: false, reason: owner.id === caller?.id ? 'CURRENT' : 'TAKEN' });
    },
  }),
  defineOperation({
    operationId: 'signUp',
    method: 'post',
    path: '/api/v1/user/sign-up',
    body: zSignUpBody,
    async resolve({ ctx, request, body }) {
      // Before the duplicate checks: a sign-up answers whether the email is taken, as a check does.
      countAvailabilityCheck(ctx, request);
      const email = body.login.trim().toLowerCase();
      if (emailTaken(ctx, email)) throw problem(409, 'EMAIL_DUPLICATE', 'The email is already registered.');
      if (nicknameOwner(ctx, body.nickName)) throw problem(409, 'NICKNAME_DUPLICATE', 'The nickname is already in use.');
      const now = new Date(ctx.clock.now()).toISOString();
      const user = await ctx.db.users.create({
        id: nextId(ctx.db.users),
        email,
        passwordHash: await hashPassword(body.password, email),
        name: body.name.trim(),
        nickname: body.nickName.trim(),
        phoneNo: body.phoneNo,
        affiliation: body.affiliation?.trim() || null,
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
