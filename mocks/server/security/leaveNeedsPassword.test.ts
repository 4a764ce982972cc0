import { describe, expect, it } from 'vitest';
import { getMyProfile, leaveAccount, login } from '../../../src/lib/api/generated/sdk.gen';
import { DEMO_PASSWORD } from '../../seed/demoAccounts';
import { newClient, TEST_ORIGIN } from '../../testing/testApi';
import { useTestApi } from '../../testing/useTestApi';

const EMAIL = 'user@cue.test';

/** Leaving asks for the current password (issue 26, item 8): a stolen access token alone cannot close an account. */
describe('leaving needs the password', () => {
  const api = useTestApi({ throttleAttempts: 5 });

  async function session() {
    const { data } = await login({ client: api().anonymous, body: { login: EMAIL, password: DEMO_PASSWORD }, throwOnError: true });
    const accessToken = data.data.accessToken!;
    const client = newClient(accessToken);
    const me = (await getMyProfile({ client })).data!.data;
    return { accessToken, client, userId: me.userId };
  }

  async function expectIntact(accessToken: string) {
    const user = api().provider.ctx.db.users.findFirst((q) => q.where({ email: EMAIL }));
    expect(user?.status).toBe('APPROVED');
    expect((await getMyProfile({ client: newClient(accessToken) })).response?.status).toBe(200);
  }

  it('refuses a bearer token with no body at all and keeps the account', async () => {
    const { accessToken, userId } = await session();
    const response = await fetch(`${TEST_ORIGIN}/api/v1/my/leave/${userId}`, { method: 'PUT', headers: { Authorization: `Bearer ${accessToken}` } });
    // 400 from the schema, or 415 once a body-less JSON operation is refused for its missing Content-Type.
    expect([400, 415]).toContain(response.status);
    await expectIntact(accessToken);
  });

  it('refuses a JSON body without the password with INVALID_REQUEST naming the field', async () => {
    const { accessToken, userId } = await session();
    const response = await fetch(`${TEST_ORIGIN}/api/v1/my/leave/${userId}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'no password' }),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { code: string; fieldErrors?: { field: string }[] };
    expect(answer.code).toBe('INVALID_REQUEST');
    expect(answer.fieldErrors?.map((field) => field.field)).toContain('password');
    await expectIntact(accessToken);
  });

  it('refuses a wrong password with PASSWORD_MISMATCH and keeps the account', async () => {
    const { accessToken, client, userId } = await session();
    const wrong = await leaveAccount({ client, path: { userId }, body: { password: 'not-my-password-1' } });
    expect(wrong.response?.status).toBe(400);
    expect(wrong.error?.code).toBe('PASSWORD_MISMATCH');
    await expectIntact(accessToken);
  });

  it("counts wrong passwords against the account's login id: past the limit leaving and logging in answer 429", async () => {
    const { accessToken, client, userId } = await session();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await leaveAccount({ client, path: { userId }, body: { password: `guess-${attempt}-x` } })).error?.code).toBe('PASSWORD_MISMATCH');
    }
    const limited = await leaveAccount({ client, path: { userId }, body: { password: DEMO_PASSWORD } });
    expect(limited.response?.status).toBe(429);
    expect(limited.error?.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await login({ client: api().anonymous, body: { login: EMAIL, password: DEMO_PASSWORD } })).response?.status).toBe(429);
    await expectIntact(accessToken);
  });

  it('closes the account with the right password', async () => {
    const { accessToken, client, userId } = await session();
    const left = await leaveAccount({ client, path: { userId }, body: { password: DEMO_PASSWORD } });
    expect(left.data?.data).toBe(true);
    expect((await getMyProfile({ client: newClient(accessToken) })).response?.status).toBe(401);
  });
});
