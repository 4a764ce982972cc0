import { describe, expect, it } from 'vitest';
import { getMyProfile, login, logout, refreshToken } from '../../../src/lib/api/generated/sdk.gen';
import { newClient } from '../../testing/testApi';
import { useTestApi } from '../../testing/useTestApi';

const PASSWORD = 'cue-connect-1';
const GRACE_SECONDS = 30;

/**
 * Refresh tokens rotate with reuse detection (issue 26, item 6): every pair from one login is a family; a rotated
 * refresh token used again within the grace period answers the family's live pair, used later it revokes its family.
 */
describe('refresh token families', () => {
  const api = useTestApi({ refreshGraceSeconds: GRACE_SECONDS });

  async function signIn(email = 'user@cue.test') {
    const { data } = await login({ client: api().anonymous, body: { login: email, password: PASSWORD }, throwOnError: true });
    return { accessToken: data.data.accessToken!, refreshToken: data.data.refreshToken! };
  }
  const refresh = (token: string) => refreshToken({ client: api().anonymous, body: { refreshToken: token } });
  const profileStatus = async (accessToken: string) => (await getMyProfile({ client: newClient(accessToken) })).response?.status;

  it('answers the same successor pair to the same old refresh token within the grace period', async () => {
    const first = await signIn();
    const successor = (await refresh(first.refreshToken)).data!.data;
    api().clock.advance((GRACE_SECONDS - 1) * 1000);
    const again = await refresh(first.refreshToken);
    expect(again.response?.status).toBe(200);
    // The same pair, with the time its access token has left.
    expect(again.data!.data).toEqual({ ...successor, accessTokenExpiresIn: successor.accessTokenExpiresIn! - (GRACE_SECONDS - 1) });
    expect(await profileStatus(successor.accessToken)).toBe(200);
    // The rotated pair's own access token died with the rotation.
    expect(await profileStatus(first.accessToken)).toBe(401);
  });

  it('answers one pair to calls made at once with the same refresh token', async () => {
    const first = await signIn();
    const answers = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(answers.map((answer) => answer.response?.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.data!.data.refreshToken)).size).toBe(1);
    expect(api().provider.ctx.db.tokens.findMany((q) => q.where({ rotatedAt: null })).length).toBe(api().provider.ctx.db.tokens.count() - 1);
  });

  it('keeps the family when an older and the newest refresh token of it arrive at once', async () => {
    const first = await signIn();
    const second = (await refresh(first.refreshToken)).data!.data;
    // A tab that read the older token and one that read the newer, at the same moment.
    const answers = await Promise.all([refresh(second.refreshToken), refresh(first.refreshToken), refresh(second.refreshToken), refresh(first.refreshToken)]);
    expect(answers.map((answer) => answer.response?.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.data!.data.refreshToken)).size).toBe(1);
    expect(await profileStatus(answers[0].data!.data.accessToken)).toBe(200);
  });

  it("answers the family's live pair when the successor was itself rotated within the grace period", async () => {
    const first = await signIn();
    const second = (await refresh(first.refreshToken)).data!.data;
    api().clock.advance(10_000);
    const third = (await refresh(second.refreshToken)).data!.data;
    api().clock.advance(10_000);
    const late = await refresh(first.refreshToken);
    expect(late.data!.data).toEqual({ ...third, accessTokenExpiresIn: third.accessTokenExpiresIn! - 10 });
    expect(await profileStatus(third.accessToken)).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token comes back after the grace period', async () => {
    const first = await signIn();
    const successor = (await refresh(first.refreshToken)).data!.data;
    api().clock.advance((GRACE_SECONDS + 1) * 1000);
    const reused = await refresh(first.refreshToken);
    expect(reused.response?.status).toBe(401);
    expect(reused.error?.code).toBe('REFRESH_TOKEN_INVALID');
    // The successor pair, issued by the rotation, stops working: its access token and its refresh token.
    expect(await profileStatus(successor.accessToken)).toBe(401);
    const successorRefresh = await refresh(successor.refreshToken);
    expect(successorRefresh.response?.status).toBe(401);
    expect(successorRefresh.error?.code).toBe('REFRESH_TOKEN_INVALID');
  });

  it("leaves the user's other families alone when one family is revoked", async () => {
    const stolen = await signIn();
    const otherDevice = await signIn();
    await refresh(stolen.refreshToken);
    api().clock.advance((GRACE_SECONDS + 1) * 1000);
    expect((await refresh(stolen.refreshToken)).response?.status).toBe(401);
    expect(await profileStatus(otherDevice.accessToken)).toBe(200);
    const rotated = await refresh(otherDevice.refreshToken);
    expect(rotated.response?.status).toBe(200);
    expect(await profileStatus(rotated.data!.data.accessToken)).toBe(200);
  });

  it("logout revokes its family's tokens, rotated ones within their grace period included, and no other family", async () => {
    const first = await signIn();
    const otherDevice = await signIn();
    const successor = (await refresh(first.refreshToken)).data!.data;
    expect((await logout({ client: newClient(successor.accessToken), body: { refreshToken: successor.refreshToken } })).response?.status).toBe(200);
    const kept = api().provider.ctx.db.tokens.findMany((q) => q.where({ accessToken: (token: string) => [first.accessToken, successor.accessToken].includes(token) }));
    expect(kept).toEqual([]);
    expect((await refresh(first.refreshToken)).response?.status).toBe(401);
    expect((await refresh(successor.refreshToken)).response?.status).toBe(401);
    expect(await profileStatus(otherDevice.accessToken)).toBe(200);
  });
});
