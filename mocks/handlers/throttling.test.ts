import { describe, expect, it } from 'vitest';
import { checkLoginAvailable, checkNicknameAvailable, login, requestPasswordReset, signUp } from '../../src/lib/api/generated/sdk.gen';
import { createMockControlClient } from '../control/client';
import { CLIENT_ADDRESS_HEADER } from '../http/clientAddress';
import { TEST_ORIGIN } from '../testing/testApi';
import { signUpRequest } from '../testing/users';
import { useTestApi } from '../testing/useTestApi';

const PASSWORD = 'cue-connect-1';
const WINDOW_MS = 15 * 60 * 1000;

/**
 * Attempt throttling (OWASP ASVS V2.2.1): 5 wrong passwords for one login id within 15 minutes, and every login
 * with it answers 429 with `Retry-After` until the window passes; the same limit for password reset requests per
 * email, and a budget of their own for availability checks per client (mocks/server/security/throttles.test.ts
 * tests the client budgets). Each answer is also checked against the contract.
 */
describe('attempt throttling', () => {
  const api = useTestApi();
  const wrongLogin = (email = 'user@cue.test') => login({ client: api().anonymous, body: { login: email, password: 'wrong-pass-1' } });
  const rightLogin = (email = 'user@cue.test') => login({ client: api().anonymous, body: { login: email, password: PASSWORD } });

  it('refuses the right password after 5 wrong ones within 15 minutes, with Retry-After and its own code, until the window passes', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { response } = await wrongLogin();
      expect(response?.status, `wrong password ${attempt}`).toBe(401);
      api().clock.advance(60_000);
    }
    const refused = await rightLogin();
    expect(refused.response?.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', data: false, retryAfterSeconds: 10 * 60 });
    expect(refused.response?.headers.get('Retry-After')).toBe(String(10 * 60));

    // The first wrong password leaves the window 15 minutes after it was sent, and one attempt fits again.
    api().clock.advance(10 * 60 * 1000 - 1000);
    expect((await rightLogin()).response?.status).toBe(429);
    api().clock.advance(1000);
    const allowed = await rightLogin();
    expect(allowed.response?.status).toBe(200);
    expect(allowed.data?.data.accessToken).toBeTruthy();
  });

  it('counts per login id, in any case, whether or not the account exists, and only wrong passwords', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await wrongLogin(attempt % 2 ? 'USER@cue.test' : 'user@cue.test');
    expect((await rightLogin()).response?.status).toBe(429);
    expect((await rightLogin('musician@cue.test')).response?.status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await wrongLogin('nobody@cue.test')).response?.status).toBe(401);
    expect((await wrongLogin('nobody@cue.test')).response?.status).toBe(429);
  });

  it('forgets the count after a successful login', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) await wrongLogin();
    expect((await rightLogin()).response?.status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await wrongLogin()).response?.status).toBe(401);
    expect((await rightLogin()).response?.status).toBe(200);
  });

  it('lets 5 password reset requests per email through in 15 minutes, then refuses them, whether or not the account exists', async () => {
    for (const email of ['user@cue.test', 'nobody@cue.test']) {
      for (let request = 0; request < 5; request += 1) {
        expect((await requestPasswordReset({ client: api().anonymous, body: { email } })).response?.status).toBe(200);
      }
      const refused = await requestPasswordReset({ client: api().anonymous, body: { email } });
      expect(refused.response?.status).toBe(429);
      expect(refused.error?.code).toBe('TOO_MANY_ATTEMPTS');
    }
    expect(
      api()
        .provider.ctx.db.outbox.all()
        .filter((email) => email.to === 'user@cue.test'),
    ).toHaveLength(5);
    api().clock.advance(WINDOW_MS);
    expect((await requestPasswordReset({ client: api().anonymous, body: { email: 'user@cue.test' } })).response?.status).toBe(200);
  });

  it('counts distinct emails per client: past the client budget a new one is refused, one already asked about is not', async () => {
    api().provider.ctx.settings.clientCheckBudgets = [{ attempts: 5, windowSeconds: 15 * 60 }];
    const client = api().anonymous;
    for (let check = 0; check < 5; check += 1) {
      const { response } = await checkLoginAvailable({ client, body: { login: `new${check}@cue.test` } });
      expect(response?.status, `check ${check + 1}`).toBe(200);
    }
    const refused = await checkLoginAvailable({ client, body: { login: 'another@cue.test' } });
    expect(refused.response?.status).toBe(429);
    expect(refused.error?.retryAfterSeconds).toBe(15 * 60);
    expect((await checkLoginAvailable({ client, body: { login: 'NEW0@cue.test' } })).response?.status).toBe(200);
    const elsewhere = await checkLoginAvailable({ client, body: { login: 'another@cue.test' }, headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.7' } });
    expect(elsewhere.response?.status).toBe(200);
  });

  it('lets one venue sign as many people up as its budget: each sign-up costs one email and one nickname, however often they are checked', async () => {
    api().provider.ctx.settings.clientCheckBudgets = [{ attempts: 5, windowSeconds: 15 * 60 }];
    const client = api().anonymous;
    for (let person = 1; person <= 5; person += 1) {
      const login = `venue${person}@cue.test`;
      const nickName = `관객${person}`;
      // The check when the field is left, the button pressed again, then the sign-up itself.
      for (const round of [1, 2]) {
        expect((await checkLoginAvailable({ client, body: { login } })).response?.status, `person ${person} email check ${round}`).toBe(200);
        expect((await checkNicknameAvailable({ client, body: { nickName } })).response?.status, `person ${person} nickname check ${round}`).toBe(200);
      }
      const body = signUpRequest({ name: '관객', login, nickName });
      expect((await signUp({ client, body })).response?.status, `person ${person} signs up`).toBe(201);
    }
    const sixth = await checkNicknameAvailable({ client, body: { nickName: '관객6' } });
    expect(sixth.response?.status).toBe(429);
    expect(sixth.response?.headers.get('Retry-After')).toBe(String(15 * 60));
  });

  it('takes its limits from the settings, which mock control changes, and forgets every count on expire or reset', async () => {
    const control = createMockControlClient({ baseUrl: TEST_ORIGIN });
    expect(await control.getThrottleSettings()).toMatchObject({ throttleAttempts: 5, throttleWindowSeconds: 900 });
    expect(await control.setThrottleSettings({ throttleAttempts: 2, throttleWindowSeconds: 60 })).toMatchObject({ throttleAttempts: 2, throttleWindowSeconds: 60 });
    await wrongLogin();
    await wrongLogin();
    const refused = await rightLogin();
    expect(refused.response?.status).toBe(429);
    expect(refused.response?.headers.get('Retry-After')).toBe('60');

    await control.expireThrottles();
    expect((await rightLogin()).response?.status).toBe(200);

    await wrongLogin();
    await wrongLogin();
    await control.reset();
    expect(await control.getThrottleSettings()).toMatchObject({ throttleAttempts: 5, throttleWindowSeconds: 900 });
    expect((await rightLogin()).response?.status).toBe(200);
    await expect(control.setThrottleSettings({ throttleAttempts: 0 })).rejects.toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
  });
});
