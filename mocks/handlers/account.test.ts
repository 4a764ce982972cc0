import { describe, expect, it } from 'vitest';
import {
  changePassword,
  checkLoginAvailable,
  checkMusicianProfile,
  checkNicknameAvailable,
  getMyProfile,
  leaveAccount,
  login,
  signUp,
  updateMyProfile,
} from '../../src/lib/api/generated/sdk.gen';
import type { SignUpRequest } from '../../src/lib/api/generated/types.gen';
import { useTestApi } from '../testing/useTestApi';

const form = (overrides: Partial<SignUpRequest> = {}): SignUpRequest => ({
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

describe('sign-up', () => {
  const api = useTestApi();

  it('checks login and nickname availability', async () => {
    const client = api().anonymous;
    expect((await checkLoginAvailable({ client, body: { login: 'user@cue.test' } })).data?.data).toEqual({ available: false, reason: 'TAKEN' });
    expect((await checkLoginAvailable({ client, body: { login: 'free@cue.test' } })).data?.data).toEqual({ available: true });
    expect((await checkLoginAvailable({ client, body: { login: 'not-an-email' } })).error?.code).toBe('INVALID_REQUEST');
    expect((await checkNicknameAvailable({ client, body: { nickName: '아무도없는별명' } })).data?.data.available).toBe(true);
  });

  it('tells a logged-in user that a nickname is their current one', async () => {
    const client = await api().clientFor('user@cue.test');
    const nickname = (await getMyProfile({ client })).data!.data.nickname;
    expect((await checkNicknameAvailable({ client, body: { nickName: nickname } })).data?.data).toEqual({ available: false, reason: 'CURRENT' });
  });

  it('approves a general account at once and keeps a musician pending', async () => {
    const client = api().anonymous;
    expect((await signUp({ client, body: form() })).data?.data.userStatus).toBe('APPROVED');
    const musician = await signUp({ client, body: form({ login: 'm@cue.test', nickName: '작곡가2', authorityType: 'ROLE_MUSICIAN' }) });
    expect(musician.response?.status).toBe(201);
    expect(musician.data?.data.userStatus).toBe('PENDING');
    const pending = await login({ client, body: { login: 'm@cue.test', password: 'film-score1' } });
    expect(pending.data?.data.userStatus).toBe('PENDING');
  });

  it('refuses duplicates with 409 and data false', async () => {
    const client = api().anonymous;
    await signUp({ client, body: form() });
    const email = await signUp({ client, body: form({ nickName: '다른별명' }) });
    expect(email.error).toMatchObject({ status: 409, code: 'EMAIL_DUPLICATE', data: false });
    const nickname = await signUp({ client, body: form({ login: 'other@cue.test' }) });
    expect(nickname.error).toMatchObject({ status: 409, code: 'NICKNAME_DUPLICATE', data: false });
  });

  it.each([
    ['password', { password: 'short1' }],
    ['password', { password: 'lettersonly' }],
    ['password', { password: 'has space 123' }],
    ['password', { password: 'percent%123' }],
    ['nickName', { nickName: 'a' }],
    ['nickName', { nickName: '열한글자넘는아주긴별명' }],
    ['phoneNo', { phoneNo: '010-1234-5678' }],
    ['phoneNo', { phoneNo: '0101234567' }],
    ['login', { login: 'no-at-sign' }],
    ['termsAgreed', { termsAgreed: false as true }],
    ['ageOver14Consent', { ageOver14Consent: false as true }],
  ])('rejects a bad %s', async (field, overrides) => {
    const { error, response } = await signUp({ client: api().anonymous, body: form(overrides as Partial<SignUpRequest>) });
    expect(response?.status).toBe(400);
    expect(error?.fieldErrors?.map((item) => item.field)).toContain(field);
  });

  it.each([
    ['+15550000000', 'a number its country does not have'],
    ['+821012345678', 'a Korean number in E.164 (sent in its national form)'],
    ['+1 310 555 0147', 'a number abroad with separators'],
  ])('refuses the phone %s (%s) with PHONE_FORMAT', async (phoneNo) => {
    const { error, response } = await signUp({ client: api().anonymous, body: form({ phoneNo }) });
    expect(response?.status).toBe(400);
    expect(error?.fieldErrors?.find((item) => item.field === 'phoneNo')).toBeDefined();
  });

  it('stores a number abroad in E.164 and answers it as stored', async () => {
    const client = api().anonymous;
    expect((await signUp({ client, body: form({ phoneNo: '+442079460958' }) })).response?.status).toBe(201);
    const me = await getMyProfile({ client: await api().clientFor('new.composer@cue.test', 'film-score1') });
    expect(me.data?.data.phoneNo).toBe('+442079460958');
    const updated = await updateMyProfile({
      client: await api().clientFor('new.composer@cue.test', 'film-score1'),
      path: { userId: me.data!.data.userId },
      body: { nickname: '새작곡가', phoneNo: '+13105550147' },
    });
    expect(updated.data?.data.phoneNo).toBe('+13105550147');
    const refused = await updateMyProfile({
      client: await api().clientFor('new.composer@cue.test', 'film-score1'),
      path: { userId: me.data!.data.userId },
      body: { nickname: '새작곡가', phoneNo: '+15550000000' },
    });
    expect(refused.error?.fieldErrors).toEqual([expect.objectContaining({ field: 'phoneNo', code: 'PHONE_FORMAT' })]);
  });

  it('accepts the allowed special characters in a password', async () => {
    const { response } = await signUp({ client: api().anonymous, body: form({ password: 'a1!?@_-bcd' }) });
    expect(response?.status).toBe(201);
  });
});

describe('my account', () => {
  const api = useTestApi();

  it('updates the profile and refuses a nickname in use', async () => {
    const client = await api().clientFor('user@cue.test');
    const me = (await getMyProfile({ client })).data!.data;
    const other = (await getMyProfile({ client: await api().clientFor('musician@cue.test') })).data!.data;
    const taken = await updateMyProfile({ client, path: { userId: me.userId }, body: { nickname: other.nickname, phoneNo: me.phoneNo } });
    expect(taken.error?.code).toBe('NICKNAME_DUPLICATE');
    const updated = await updateMyProfile({ client, path: { userId: me.userId }, body: { nickname: '새별명', phoneNo: '01011112222' } });
    expect(updated.data?.data).toMatchObject({ nickname: '새별명', phoneNo: '01011112222' });
  });

  it('lets nobody update or close another account', async () => {
    const client = await api().clientFor('user@cue.test');
    const other = (await getMyProfile({ client: await api().clientFor('musician@cue.test') })).data!.data;
    expect((await updateMyProfile({ client, path: { userId: other.userId }, body: { nickname: '해커', phoneNo: '01011112222' } })).response?.status).toBe(403);
    expect((await leaveAccount({ client, path: { userId: other.userId }, body: { password: 'cue-connect-1' } })).response?.status).toBe(403);
  });

  it('changes the password only with the right current one and a different new one', async () => {
    const client = await api().clientFor('user@cue.test');
    const wrong = await changePassword({ client, body: { currentPassword: 'nope-123', newPassword: 'new-pass-123' } });
    expect(wrong.error?.code).toBe('PASSWORD_MISMATCH');
    const same = await changePassword({ client, body: { currentPassword: 'cue-connect-1', newPassword: 'cue-connect-1' } });
    expect(same.error?.code).toBe('PASSWORD_SAME_AS_CURRENT');
    expect((await changePassword({ client, body: { currentPassword: 'cue-connect-1', newPassword: 'new-pass-123' } })).data?.data).toBe(true);
    expect((await login({ client: api().anonymous, body: { login: 'user@cue.test', password: 'new-pass-123' } })).data?.data.userStatus).toBe('APPROVED');
  });

  it('closes the account: tokens stop working and the old email and password log nobody in', async () => {
    const client = await api().clientFor('user@cue.test');
    const me = (await getMyProfile({ client })).data!.data;
    expect((await leaveAccount({ client, path: { userId: me.userId }, body: { password: 'cue-connect-1', reason: 'testing' } })).data?.data).toBe(true);
    expect((await getMyProfile({ client })).response?.status).toBe(401);
    // The email was erased with the account, so nothing answers to it any more.
    expect((await login({ client: api().anonymous, body: { login: 'user@cue.test', password: 'cue-connect-1' } })).error?.code).toBe('INVALID_CREDENTIALS');
  });

  it('reports whether a musician profile exists', async () => {
    const withProfile = await api().clientFor('musician@cue.test');
    const without = await api().clientFor('newmusician@cue.test');
    expect((await checkMusicianProfile({ client: withProfile })).data?.data.profile).toBe(true);
    expect((await checkMusicianProfile({ client: without })).data?.data.profile).toBe(false);
    expect((await checkMusicianProfile({ client: api().anonymous })).response?.status).toBe(401);
  });
});
