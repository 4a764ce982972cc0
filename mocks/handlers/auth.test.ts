import { describe, expect, it } from 'vitest';
import { getMyProfile, login, logout, refreshToken } from '../../src/lib/api/generated/sdk.gen';
import { newClient } from '../testing/testApi';
import { useTestApi } from '../testing/useTestApi';

const PASSWORD = 'cue-connect-1';

describe('login, refresh and logout', () => {
  const api = useTestApi({ accessTokenSeconds: 60 });

  it('gives an approved user both tokens and records the login date', async () => {
    const { data } = await login({ client: api().anonymous, body: { login: 'user@cue.test', password: PASSWORD } });
    expect(data?.data).toMatchObject({ userStatus: 'APPROVED' });
    expect(data?.data.accessToken).toBeTruthy();
    const profile = await getMyProfile({ client: newClient(data!.data.accessToken!) });
    expect(profile.data?.data.email).toBe('user@cue.test');
    expect(profile.data?.data.lastLoginDate).not.toBeNull();
  });

  it("tells the access token's lifetime at login and at each refresh, counted from that answer", async () => {
    const { data } = await login({ client: api().anonymous, body: { login: 'user@cue.test', password: PASSWORD } });
    expect(data?.data.accessTokenExpiresIn).toBe(60);
    api().clock.advance(45_000);
    const renewed = await refreshToken({ client: api().anonymous, body: { refreshToken: data!.data.refreshToken! } });
    expect(renewed.data?.data.accessTokenExpiresIn).toBe(60);
    api().clock.advance(20_000); // within the grace period: the same pair again, with its time left
    const again = await refreshToken({ client: api().anonymous, body: { refreshToken: data!.data.refreshToken! } });
    expect(again.data?.data).toMatchObject({ accessToken: renewed.data?.data.accessToken, accessTokenExpiresIn: 40 });
  });

  it('answers a pending user with PENDING and no tokens', async () => {
    const { data } = await login({ client: api().anonymous, body: { login: 'pending@cue.test', password: PASSWORD } });
    expect(data?.data).toEqual({
      accessToken: null,
      refreshToken: null,
      userStatus: 'PENDING',
      message: 'Your approval is pending. You can use the service after approval.',
    });
  });

  it.each([
    ['rejected@cue.test', 'ACCOUNT_REJECTED'],
    ['revoked@cue.test', 'ACCOUNT_REVOKED'],
    ['left@cue.test', 'ACCOUNT_LEFT'],
  ])('refuses %s with %s', async (email, code) => {
    const { error, response } = await login({ client: api().anonymous, body: { login: email, password: PASSWORD } });
    expect(response?.status).toBe(403);
    expect(error).toMatchObject({ code, data: false });
  });

  it('refuses a wrong password with INVALID_CREDENTIALS and the spec message', async () => {
    const { error, response } = await login({ client: api().anonymous, body: { login: 'user@cue.test', password: 'wrong-pass-1' } });
    expect(response?.status).toBe(401);
    expect(error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'ID or password does not match. Please check and try again.' });
  });

  it('rejects an empty login with INVALID_REQUEST and field errors', async () => {
    const { error, response } = await login({ client: api().anonymous, body: { login: '', password: '' } });
    expect(response?.status).toBe(400);
    expect(error?.code).toBe('INVALID_REQUEST');
    expect(error?.fieldErrors?.map((field) => field.field).sort()).toEqual(['login', 'password']);
  });

  it('expires access tokens and rotates refresh tokens once', async () => {
    const { data } = await login({ client: api().anonymous, body: { login: 'user@cue.test', password: PASSWORD } });
    const tokens = data!.data;
    api().clock.advance(61_000);
    const expired = await getMyProfile({ client: newClient(tokens.accessToken!) });
    expect(expired.response?.status).toBe(401);
    expect(expired.error?.code).toBe('TOKEN_EXPIRED');

    const refreshed = await refreshToken({ client: api().anonymous, body: { refreshToken: tokens.refreshToken! } });
    expect(refreshed.data?.data.accessToken).toBeTruthy();
    expect((await getMyProfile({ client: newClient(refreshed.data!.data.accessToken) })).response?.status).toBe(200);

    api().clock.advance(31_000); // past the grace period (mocks/server/security/refreshFamilies.test.ts)
    const reused = await refreshToken({ client: api().anonymous, body: { refreshToken: tokens.refreshToken! } });
    expect(reused.response?.status).toBe(401);
    expect(reused.error?.code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('revokes the session on logout', async () => {
    const { data } = await login({ client: api().anonymous, body: { login: 'user@cue.test', password: PASSWORD } });
    const client = newClient(data!.data.accessToken!);
    expect((await logout({ client, body: { refreshToken: data!.data.refreshToken! } })).data?.data).toBe(true);
    expect((await getMyProfile({ client })).response?.status).toBe(401);
    expect((await refreshToken({ client: api().anonymous, body: { refreshToken: data!.data.refreshToken! } })).response?.status).toBe(401);
  });
});
