import { describe, expect, it } from 'vitest';
import { checkLoginAvailable, checkNicknameAvailable, login, signUp } from '../../../src/lib/api/generated/sdk.gen';
import type { SignUpRequest } from '../../../src/lib/api/generated/types.gen';
import { createMockControlClient } from '../../control/client';
import { CLIENT_ADDRESS_HEADER } from '../../http/clientAddress';
import { TEST_ORIGIN } from '../../testing/testApi';
import { signUpRequest } from '../../testing/users';
import { useTestApi } from '../../testing/useTestApi';

const MINUTE = 60_000;
const VENUE = '198.51.100.10';
const ATTACKER = '203.0.113.66';

/** The headers of a request from `address`, as the local server sets them from the socket. */
const from = (address: string, more: Record<string, string> = {}) => ({ [CLIENT_ADDRESS_HEADER]: address, ...more });

const form = (person: number, overrides: Partial<SignUpRequest> = {}) =>
  signUpRequest({ login: `guest${person}@festival.test`, nickName: `관객${person}`, ...overrides });

/**
 * The attacks of issue 26 on the throttles, repeated (OWASP ASVS V2.2.1): a client is its network address (the
 * `X-Cue-Client-Address` the local server sets), never what it claims in `X-Forwarded-For`; sign-ups share the
 * availability checks' budget; failed logins count per client across every login id. And the other side: a
 * festival venue behind one address still signs 30 people up within 15 minutes.
 */
describe('throttles count the real client', () => {
  const api = useTestApi();
  const checkEmail = (address: string, email: string, headers: Record<string, string> = {}) =>
    checkLoginAvailable({ client: api().anonymous, body: { login: email }, headers: from(address, headers) });
  const checkNickname = (address: string, nickName: string) => checkNicknameAvailable({ client: api().anonymous, body: { nickName }, headers: from(address) });
  const wrongLogin = (address: string, email: string, headers: Record<string, string> = {}) =>
    login({ client: api().anonymous, body: { login: email, password: 'wrong-pass-1' }, headers: from(address, headers) });
  const rightLogin = (address: string, email = 'user@cue.test') =>
    login({ client: api().anonymous, body: { login: email, password: 'cue-connect-1' }, headers: from(address) });

  /**
   * Uses up the client's whole check budget of the first 15 minutes (150 checks of distinct emails: an email already
   * asked about is not counted again), each answered.
   */
  const useUpChecks = async (address: string, count = 150, prefix = 'probe') => {
    for (let check = 0; check < count; check += 1) expect((await checkEmail(address, `${prefix}${check}@cue.test`)).response?.status, `check ${check + 1}`).toBe(200);
  };

  it('signs 30 people up from one venue address within 15 minutes, each with two checks, a typo and one retry', async () => {
    for (let person = 1; person <= 30; person += 1) {
      // As the sign-up form does: the email is checked when its field is left, checked again once the typo is
      // fixed, the nickname when its field is left (once more, as a retry), then the form is sent.
      expect((await checkEmail(VENUE, `gust${person}@festival.test`)).data?.data.available, `person ${person}: typo`).toBe(true);
      expect((await checkEmail(VENUE, `guest${person}@festival.test`)).data?.data.available, `person ${person}: email`).toBe(true);
      expect((await checkNickname(VENUE, `관객${person}`)).data?.data.available, `person ${person}: nickname`).toBe(true);
      expect((await checkNickname(VENUE, `관객${person}`)).data?.data.available, `person ${person}: retry`).toBe(true);
      const signedUp = await signUp({ client: api().anonymous, body: form(person), headers: from(VENUE) });
      expect(signedUp.response?.status, `person ${person}: sign-up`).toBe(201);
      api().clock.advance(29_000);
    }
    // Each of them then logs in from the same address.
    for (let person = 1; person <= 30; person += 1) {
      const { response } = await login({ client: api().anonymous, body: { login: `guest${person}@festival.test`, password: 'film-score1' }, headers: from(VENUE) });
      expect(response?.status).toBe(200);
    }
    expect(api().provider.ctx.db.users.findMany((q) => q.where({ email: (email) => email.endsWith('@festival.test') }))).toHaveLength(30);
  });

  it('lets one client test at most 200 emails in an hour, checks and sign-ups together', async () => {
    let answered = 0;
    let lastRefusal: Response | undefined;
    // One attempt every 10 seconds for an hour: 360 emails tried, every fourth through a sign-up with a taken
    // nickname (a sign-up answers EMAIL_DUPLICATE before it looks at the nickname).
    for (let attempt = 0; attempt < 360; attempt += 1) {
      const email = `victim${attempt}@cue.test`;
      const { response } =
        attempt % 4 === 3
          ? await signUp({ client: api().anonymous, body: form(attempt, { login: email, nickName: '한도윤' }), headers: from(ATTACKER) })
          : await checkEmail(ATTACKER, email);
      if (response?.status === 429) lastRefusal = response;
      else answered += 1;
      api().clock.advance(10_000);
    }
    expect(answered).toBe(200);
    expect(lastRefusal?.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('refuses a sign-up past the budget before it tells whether the email is taken', async () => {
    await useUpChecks(ATTACKER);
    const refused = await signUp({ client: api().anonymous, body: form(1, { login: 'user@cue.test' }), headers: from(ATTACKER) });
    expect(refused.response?.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 15 * 60 });
    expect(refused.response?.headers.get('Retry-After')).toBe(String(15 * 60));
  });

  it('answers the later of the two windows: 50 checks, then 150 twenty minutes later, wait until the hour has passed', async () => {
    await useUpChecks(ATTACKER, 50);
    api().clock.advance(20 * MINUTE);
    await useUpChecks(ATTACKER, 150, 'later');
    // The 15-minute window frees a place 15 minutes from now, the hour 40 minutes from now: the hour wins.
    const refused = await checkEmail(ATTACKER, 'one-more@cue.test');
    expect(refused.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 40 * 60 });
    expect(refused.response?.headers.get('Retry-After')).toBe(String(40 * 60));
    api().clock.advance(40 * MINUTE - 1000);
    expect((await checkEmail(ATTACKER, 'one-more@cue.test')).response?.status).toBe(429);
    api().clock.advance(1000);
    expect((await checkEmail(ATTACKER, 'one-more@cue.test')).response?.status).toBe(200);
  });

  it('changes nothing for a forged X-Forwarded-For: 30 checks and 30 wrong logins with 30 made-up addresses are refused', async () => {
    await useUpChecks(ATTACKER);
    for (let forged = 1; forged <= 30; forged += 1) {
      const claimed = { 'X-Forwarded-For': `192.0.2.${forged}`, 'X-Real-IP': `192.0.2.${forged}`, Forwarded: `for=192.0.2.${forged}` };
      const { response, error } = await checkEmail(ATTACKER, `forged${forged}@cue.test`, claimed);
      expect(response?.status, `forged address ${forged}`).toBe(429);
      expect(error?.code).toBe('TOO_MANY_ATTEMPTS');
    }
    for (let id = 0; id < 100; id += 1) await wrongLogin(ATTACKER, `spray${id}@cue.test`);
    for (let forged = 1; forged <= 30; forged += 1) {
      expect((await wrongLogin(ATTACKER, `forged${forged}@cue.test`, { 'X-Forwarded-For': `192.0.2.${forged}` })).response?.status).toBe(429);
    }
  });

  it('meets 429 with Retry-After when spraying 200 login ids from one client, the right password of another account included', async () => {
    const statuses: number[] = [];
    for (let id = 0; id < 200; id += 1) statuses.push((await wrongLogin(ATTACKER, `spray${id}@cue.test`)).response!.status);
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(100).every((status) => status === 429)).toBe(true);
    const refused = await rightLogin(ATTACKER);
    expect(refused.response?.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 15 * 60 });
    expect(refused.response?.headers.get('Retry-After')).toBe(String(15 * 60));
  });

  it('lets one client spray at most 200 login ids in an hour, however slowly', async () => {
    let wrong = 0;
    for (let attempt = 0; attempt < 360; attempt += 1) {
      if ((await wrongLogin(ATTACKER, `slow${attempt}@cue.test`)).response?.status === 401) wrong += 1;
      api().clock.advance(10_000);
    }
    expect(wrong).toBe(200);
  });

  it('counts guesses sent all at once across real accounts: 300 get 100 answers', async () => {
    // Without the per-id limit in the way, only the client budget holds them back.
    await createMockControlClient({ baseUrl: TEST_ORIGIN }).setThrottleSettings({ throttleAttempts: 1000 });
    const accounts = ['user@cue.test', 'musician@cue.test', 'admin@cue.test', 'pending@cue.test'];
    const guesses = await Promise.all(Array.from({ length: 300 }, (_, guess) => wrongLogin(ATTACKER, accounts[guess % accounts.length]!)));
    expect(guesses.filter(({ response }) => response?.status === 401)).toHaveLength(100);
  });

  it('does not count right passwords against the client: 150 logins from one venue address all succeed', async () => {
    for (let attempt = 0; attempt < 150; attempt += 1) expect((await rightLogin(VENUE)).response?.status, `login ${attempt + 1}`).toBe(200);
    for (let id = 0; id < 100; id += 1) expect((await wrongLogin(VENUE, `typo${id}@cue.test`)).response?.status).toBe(401);
  });

  it('keeps separate budgets for different clients', async () => {
    await useUpChecks(ATTACKER);
    for (let id = 0; id < 100; id += 1) await wrongLogin(ATTACKER, `spray${id}@cue.test`);
    expect((await checkEmail(ATTACKER, 'next@cue.test')).response?.status).toBe(429);
    expect((await wrongLogin(ATTACKER, 'next@cue.test')).response?.status).toBe(429);

    expect((await checkEmail(VENUE, 'next@cue.test')).response?.status).toBe(200);
    expect((await signUp({ client: api().anonymous, body: form(1), headers: from(VENUE) })).response?.status).toBe(201);
    expect((await wrongLogin(VENUE, 'next@cue.test')).response?.status).toBe(401);
    expect((await rightLogin(VENUE)).response?.status).toBe(200);
    // The in-browser and in-test mocks, with no address, are one more client.
    expect((await checkLoginAvailable({ client: api().anonymous, body: { login: 'next@cue.test' } })).response?.status).toBe(200);
  });

  it('takes the client budgets from the settings, which mock control changes and a reset restores', async () => {
    const control = createMockControlClient({ baseUrl: TEST_ORIGIN });
    const budgets = { clientCheckBudgets: [{ attempts: 2, windowSeconds: 60 }], clientLoginFailureBudgets: [{ attempts: 1, windowSeconds: 120 }] };
    expect(await control.setThrottleSettings(budgets)).toMatchObject(budgets);
    await checkEmail(ATTACKER, 'a@cue.test');
    await checkEmail(ATTACKER, 'b@cue.test');
    expect((await checkEmail(ATTACKER, 'c@cue.test')).response?.headers.get('Retry-After')).toBe('60');
    // Emails and nicknames are counted apart, each distinct value once (see mocks/handlers/signUp.ts).
    await checkNickname(ATTACKER, '아무개');
    await checkNickname(ATTACKER, '아무개');
    await checkNickname(ATTACKER, '누군가');
    expect((await checkNickname(ATTACKER, '또다른')).response?.headers.get('Retry-After')).toBe('60');
    await wrongLogin(ATTACKER, 'a@cue.test');
    expect((await wrongLogin(ATTACKER, 'b@cue.test')).response?.headers.get('Retry-After')).toBe('120');

    await control.reset();
    expect(await control.getThrottleSettings()).toMatchObject({
      clientCheckBudgets: [
        { attempts: 150, windowSeconds: 900 },
        { attempts: 200, windowSeconds: 3600 },
      ],
      clientLoginFailureBudgets: [
        { attempts: 100, windowSeconds: 900 },
        { attempts: 200, windowSeconds: 3600 },
      ],
    });
    for (const wrong of [[], [{ attempts: 0, windowSeconds: 60 }], [{ attempts: 5 }], Array(5).fill({ attempts: 5, windowSeconds: 60 })]) {
      await expect(control.setThrottleSettings({ clientCheckBudgets: wrong as never })).rejects.toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    }
  });
});
