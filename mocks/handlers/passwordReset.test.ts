import { describe, expect, it } from 'vitest';
import { checkPasswordResetToken, getMyProfile, login, refreshToken, requestPasswordReset, resetPassword } from '../../src/lib/api/generated/sdk.gen';
import { createMockControlClient } from '../control/client';
import { newClient, TEST_ORIGIN } from '../testing/testApi';
import { useTestApi } from '../testing/useTestApi';

const PASSWORD = 'cue-connect-1';
const NEW_PASSWORD = 'new-secret-42';

describe('password reset', () => {
  const api = useTestApi({ passwordResetSeconds: 30 * 60 });
  const control = createMockControlClient({ baseUrl: TEST_ORIGIN });

  async function linkFor(email: string): Promise<string> {
    await requestPasswordReset({ client: api().anonymous, body: { email }, throwOnError: true });
    const [sent] = await control.listOutbox(email);
    return sent!.link;
  }
  const tokenOf = (link: string) => new URL(link, TEST_ORIGIN).searchParams.get('token')!;

  it('answers the same for a known and an unknown email, and only the known one gets an email', async () => {
    const known = await requestPasswordReset({ client: api().anonymous, body: { email: 'User@cue.test' } });
    const unknown = await requestPasswordReset({ client: api().anonymous, body: { email: 'nobody@cue.test' } });
    expect(unknown.response?.status).toBe(known.response?.status);
    expect(unknown.data).toEqual(known.data);
    const outbox = await control.listOutbox();
    expect(outbox.map((email) => email.to)).toEqual(['user@cue.test']);
    expect(outbox[0]!.subject.en).toBe('[Cue Connect] Reset your password');
    expect(outbox[0]!.text.ko).toContain(`${TEST_ORIGIN}${outbox[0]!.link}`);
    expect(outbox[0]!.text.en).toContain('30 minutes');
    expect(await control.listOutbox('nobody@cue.test')).toEqual([]);
  });

  it('makes tokens of at least 128 random bits, different each time', async () => {
    const first = tokenOf(await linkFor('user@cue.test'));
    const second = tokenOf(await linkFor('musician@cue.test'));
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
  });

  it('resets once: the new password works, the old one and every session end, the link is then used', async () => {
    const session = await login({ client: api().anonymous, body: { login: 'user@cue.test', password: PASSWORD }, throwOnError: true });
    const token = tokenOf(await linkFor('user@cue.test'));
    const check = await checkPasswordResetToken({ client: api().anonymous, body: { token } });
    expect(check.data?.data.email).toBe('user@cue.test');

    const done = await resetPassword({ client: api().anonymous, body: { token, newPassword: NEW_PASSWORD } });
    expect(done.data?.data).toEqual({ email: 'user@cue.test' });

    const old = await login({ client: api().anonymous, body: { login: 'user@cue.test', password: PASSWORD } });
    expect(old.error?.code).toBe('INVALID_CREDENTIALS');
    const fresh = await login({ client: api().anonymous, body: { login: 'user@cue.test', password: NEW_PASSWORD } });
    expect(fresh.data?.data.userStatus).toBe('APPROVED');

    const profile = await getMyProfile({ client: newClient(session.data.data.accessToken!) });
    expect(profile.response?.status).toBe(401);
    const refreshed = await refreshToken({ client: api().anonymous, body: { refreshToken: session.data.data.refreshToken! } });
    expect(refreshed.error?.code).toBe('REFRESH_TOKEN_INVALID');

    const again = await resetPassword({ client: api().anonymous, body: { token, newPassword: 'another-one-7' } });
    expect(again.response?.status).toBe(410);
    expect(again.error?.code).toBe('RESET_TOKEN_USED');
  });

  it('refuses a password that breaks the rules with INVALID_REQUEST, keeping the token', async () => {
    const token = tokenOf(await linkFor('user@cue.test'));
    const weak = await resetPassword({ client: api().anonymous, body: { token, newPassword: 'short1' } });
    expect(weak.response?.status).toBe(400);
    expect(weak.error?.code).toBe('INVALID_REQUEST');
    expect((await checkPasswordResetToken({ client: api().anonymous, body: { token } })).response?.status).toBe(200);
  });

  it('expires a link after 30 minutes', async () => {
    const token = tokenOf(await linkFor('user@cue.test'));
    api().clock.advance(29 * 60_000);
    expect((await checkPasswordResetToken({ client: api().anonymous, body: { token } })).response?.status).toBe(200);
    api().clock.advance(60_000);
    const late = await resetPassword({ client: api().anonymous, body: { token, newPassword: NEW_PASSWORD } });
    expect(late.response?.status).toBe(410);
    expect(late.error?.code).toBe('RESET_TOKEN_EXPIRED');
  });

  it('expires links through the mock control, and a newer link replaces an older one', async () => {
    const older = tokenOf(await linkFor('user@cue.test'));
    const newer = tokenOf(await linkFor('user@cue.test'));
    const replaced = await checkPasswordResetToken({ client: api().anonymous, body: { token: older } });
    expect(replaced.error?.code).toBe('RESET_TOKEN_INVALID');
    expect(await control.expirePasswordResets('user@cue.test')).toEqual({ expired: 1 });
    const expired = await checkPasswordResetToken({ client: api().anonymous, body: { token: newer } });
    expect(expired.error?.code).toBe('RESET_TOKEN_EXPIRED');
  });

  it('answers an unknown token with 404 RESET_TOKEN_INVALID', async () => {
    const { error, response } = await checkPasswordResetToken({ client: api().anonymous, body: { token: 'not-a-token' } });
    expect(response?.status).toBe(404);
    expect(error?.code).toBe('RESET_TOKEN_INVALID');
  });

  it('empties the outbox on reset', async () => {
    await linkFor('user@cue.test');
    await control.reset();
    expect(await control.listOutbox()).toEqual([]);
  });
});
