import type { AuthorityType } from '../../src/api/generated/types.gen';
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
