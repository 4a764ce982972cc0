import { describe, expect, it } from 'vitest';
import { registerMusicianProfile, signUp } from '../../src/lib/api/generated/sdk.gen';
import { newClient } from '../testing/testApi';
import { useTestApi } from '../testing/useTestApi';
import { createUserWithToken } from '../testing/users';

/**
 * Writes that arrive together (a double click, two tabs) behave as if they came one after the other: the check
 * each resolver makes before writing ("is the email free?", "is there a profile already?") sees the other's write.
 * Before writes were queued, three sign-ups at once with one email made three accounts.
 */
describe('writes at the same time', () => {
  const api = useTestApi();

  it('three sign-ups at once with one email make one account', async () => {
    const body = {
      login: 'same-time@cue.test',
      password: 'abcd1234',
      name: '동시',
      nickName: '동시가입',
      phoneNo: '01012345678',
      authorityType: 'ROLE_USER' as const,
      termsAgreed: true as const,
      privacyConsent: true as const,
      ageOver14Consent: true as const,
      marketingEmailConsent: false,
      marketingSmsConsent: false,
    };
    const answers = await Promise.all([1, 2, 3].map(() => signUp({ client: api().anonymous, body })));
    expect(answers.map((answer) => answer.response?.status).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((answer) => answer.error).map((answer) => answer.error!.code)).toEqual(['EMAIL_DUPLICATE', 'EMAIL_DUPLICATE']);
    expect(api().provider.ctx.db.users.findMany((q) => q.where({ email: 'same-time@cue.test' }))).toHaveLength(1);
  });

  it('two profile registrations at once make one profile', async () => {
    const client = newClient(await createUserWithToken(api().provider.ctx, 'ROLE_MUSICIAN'));
    const body = {
      name: { ko: '동시', en: 'Dongsi' },
      intro: { ko: '소개', en: '' },
      bio: { ko: '약력', en: '' },
      contactName: '동시',
      contactEmail: 'dongsi@example.com',
    };
    const answers = await Promise.all([1, 2].map(() => registerMusicianProfile({ client, body })));
    expect(answers.map((answer) => answer.response?.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.error)!.error!.code).toBe('MUSICIAN_PROFILE_EXISTS');
  });
});
