import type { AuthorityType, SignUpRequest } from '../../src/lib/api/generated/types.gen';
import { issueTokens } from '../auth/tokens';
import type { MockContext } from '../context';
import { nextId } from '../db/database';

/** Creates an approved user straight in the store and returns a fresh access token for them. */
export async function createUserWithToken(ctx: MockContext, authorityType: AuthorityType = 'ROLE_MUSICIAN'): Promise<string> {
  const id = nextId(ctx.db.users);
  const now = new Date(ctx.clock.now()).toISOString();
  await ctx.db.users.create({
    id,
    email: `test-${id}@cue.test`,
    passwordHash: 'unused',
    name: '테스트',
    nickname: `test${id}`,
    phoneNo: '01012345678',
    affiliation: null,
    authorityType,
    status: 'APPROVED',
    termsAgreedAt: now,
    privacyAgreedAt: now,
    ageOver14ConfirmedAt: now,
    marketingEmail: false,
    marketingEmailAt: now,
    marketingSms: false,
    marketingSmsAt: now,
    createdAt: now,
    lastLoginAt: null,
    leftAt: null,
  });
  return (await issueTokens(ctx, id)).accessToken;
}

/** A valid sign-up request of a general user with every required consent given; `overrides` change any field. */
export const signUpRequest = (overrides: Partial<SignUpRequest> = {}): SignUpRequest => ({
  login: 'new.composer@cue.test',
  password: 'film-score1',
  name: '한지민',
  nickName: '새작곡가',
  phoneNo: '01098765432',
  authorityType: 'ROLE_USER',
  termsAgreed: true,
  privacyConsent: true,
  ageOver14Consent: true,
  marketingEmailConsent: false,
  marketingSmsConsent: false,
  ...overrides,
});
