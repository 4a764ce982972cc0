// @vitest-environment happy-dom
import { createActor, waitFor } from 'xstate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authMachine, authStatusOf } from './authMachine';
import { getAuthActor } from './appAuthActor';
import { clearSession, login, logout, resetAuthActorForTests } from './auth';

const sdk = vi.hoisted(() => ({ login: vi.fn(), getMyProfile: vi.fn(), logout: vi.fn(), refreshToken: vi.fn() }));
vi.mock('../api/generated/sdk.gen', () => sdk);

const profile = { userId: 7, loginId: 'composer@cue.test', nickname: 'Composer' };
const response = (status: number) => new Response(null, { status });
const loginAnswer = (data: unknown) => ({ data: { status: 200, code: 'OK', message: 'OK', data }, response: response(200) });
const approved = loginAnswer({ accessToken: 'access-1', refreshToken: 'refresh-1', userStatus: 'APPROVED', message: 'Logged in.' });
const apiError = (status: number, code: string) => ({ error: { status, code, message: code, data: false }, response: response(status) });

const credentials = { login: 'composer@cue.test', password: 'cue-connect-1' };

function startActor() {
  const actor = createActor(authMachine, { systemId: 'auth' });
  actor.start();
  return actor;
}

async function loginWith(actor: ReturnType<typeof startActor>) {
  actor.send({ type: 'LOGIN', credentials });
  expect(authStatusOf(actor.getSnapshot())).toBe('loggingIn');
  return waitFor(actor, (snapshot) => !snapshot.matches('loggingIn'));
}

beforeEach(() => {
  localStorage.clear();
  resetAuthActorForTests();
  for (const fn of Object.values(sdk)) fn.mockReset();
  sdk.getMyProfile.mockResolvedValue({ data: { status: 200, code: 'OK', message: 'OK', data: profile }, response: response(200) });
});

describe('the auth machine', () => {
  it('starts anonymous without stored tokens', () => {
    expect(authStatusOf(startActor().getSnapshot())).toBe('anonymous');
  });

  it('starts authenticated with stored tokens and loads the profile', async () => {
    localStorage.setItem('accessToken', 'access-0');
    localStorage.setItem('refreshToken', 'refresh-0');
    const actor = startActor();
    expect(authStatusOf(actor.getSnapshot())).toBe('authenticated');
    const ready = await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: 'ready' }));
    expect(ready.context.user).toEqual(profile);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(profile);
  });

  it('logs in: stores both tokens and the user, increments the authentication version', async () => {
    sdk.login.mockResolvedValue(approved);
    localStorage.setItem('authVersion', '4');
    const actor = startActor();
    const done = await loginWith(actor);
    expect(authStatusOf(done)).toBe('authenticated');
    expect(done.context.lastLogin).toEqual({ ok: true, user: profile });
    expect(done.context.authVersion).toBe(5);
    expect(localStorage.getItem('authVersion')).toBe('5');
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(profile);
    expect(sdk.login).toHaveBeenCalledWith({ body: credentials });
  });

  it('a PENDING answer clears the session and gives the synthetic 403 approval-pending failure', async () => {
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('refreshToken', 'old');
    localStorage.setItem('user', '{}');
    sdk.login.mockResolvedValue(loginAnswer({ accessToken: null, refreshToken: null, userStatus: 'PENDING', message: 'pending' }));
    const actor = startActor();
    const done = await loginWith(actor);
    expect(authStatusOf(done)).toBe('approvalPending');
    expect(done.context.lastLogin).toEqual({ ok: false, error: { statusCode: 403, messageKey: 'auth:approvalPending' } });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    actor.send({ type: 'ACKNOWLEDGE' });
    expect(authStatusOf(actor.getSnapshot())).toBe('anonymous');
  });

  it.each([
    [401, 'INVALID_CREDENTIALS'],
    [400, 'INVALID_REQUEST'],
    [500, 'SERVER_ERROR'],
    [403, 'ACCOUNT_REJECTED'],
  ])('maps a %i %s answer to its error message', async (status, code) => {
    sdk.login.mockResolvedValue(apiError(status, code));
    const done = await loginWith(startActor());
    expect(authStatusOf(done)).toBe('anonymous');
    expect(done.context.lastLogin).toEqual({ ok: false, error: { statusCode: status, code, messageKey: `errors:code.${code}` } });
    expect(localStorage.getItem('authVersion')).toBeNull();
  });

  it('keeps the minutes left of a refusal after too many attempts, for the login page to tell', async () => {
    sdk.login.mockResolvedValue({ error: { status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'wait', data: false, retryAfterSeconds: 601 }, response: response(429) });
    const done = await loginWith(startActor());
    expect(done.context.lastLogin).toEqual({
      ok: false,
      error: { statusCode: 429, code: 'TOO_MANY_ATTEMPTS', messageKey: 'errors:code.TOO_MANY_ATTEMPTS', values: { count: 11 } },
    });
  });

  it.each([
    ['a network failure', () => Promise.resolve({ error: new TypeError('Failed to fetch'), response: undefined })],
    ['an HTML page', () => Promise.resolve({ error: '<html>Bad gateway</html>', response: response(502) })],
    ['an empty body', () => Promise.resolve({ error: {}, response: response(500) })],
    ['a 200 without data', () => Promise.resolve({ data: {}, response: response(200) })],
    ['a thrown error', () => Promise.reject(new Error('boom'))],
  ])('a failure without a usable body (%s) gives 400 loginFailedMessage', async (_, answer) => {
    sdk.login.mockImplementation(answer);
    const done = await loginWith(startActor());
    expect(done.context.lastLogin).toEqual({ ok: false, error: { statusCode: 400, messageKey: 'auth:loginFailedMessage' } });
    expect(authStatusOf(done)).toBe('anonymous');
  });

  it('loads the profile again when it changed on the server (a musician profile registered)', async () => {
    localStorage.setItem('accessToken', 'access-0');
    localStorage.setItem('refreshToken', 'refresh-0');
    const actor = startActor();
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: 'ready' }));
    const registered = { ...profile, profile: true, musicianId: 77 };
    sdk.getMyProfile.mockResolvedValue({ data: { status: 200, code: 'OK', message: 'OK', data: registered }, response: response(200) });
    actor.send({ type: 'PROFILE_CHANGED' });
    const ready = await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: 'ready' }) && snapshot.context.user?.musicianId === 77);
    expect(ready.context.user).toEqual(registered);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(registered);
  });

  it('goes through refreshing and back, and a failed refresh signs out', () => {
    localStorage.setItem('accessToken', 'access-0');
    const actor = startActor();
    actor.send({ type: 'REFRESH_STARTED' });
    expect(authStatusOf(actor.getSnapshot())).toBe('refreshing');
    actor.send({ type: 'REFRESHED' });
    expect(authStatusOf(actor.getSnapshot())).toBe('authenticated');
    actor.send({ type: 'REFRESH_STARTED' });
    actor.send({ type: 'REFRESH_ABANDONED' });
    expect(authStatusOf(actor.getSnapshot())).toBe('authenticated');
    actor.send({ type: 'REFRESH_STARTED' });
    actor.send({ type: 'REFRESH_FAILED' });
    expect(authStatusOf(actor.getSnapshot())).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeUndefined();
  });
});

describe('the public auth API', () => {
  it('login() answers the result; the app actor has systemId auth', async () => {
    sdk.login.mockResolvedValue(approved);
    expect(await login(credentials)).toEqual({ ok: true, user: profile });
    const actor = getAuthActor();
    expect(actor.system.get('auth')).toBe(actor);
    expect(authStatusOf(actor.getSnapshot())).toBe('authenticated');
  });

  it('logout() posts the refresh token, then clears both tokens and the user, status signedOut', async () => {
    sdk.login.mockResolvedValue(approved);
    sdk.logout.mockResolvedValue({ data: { status: 200 }, response: response(200) });
    await login(credentials);
    await logout();
    expect(sdk.logout).toHaveBeenCalledWith({ body: { refreshToken: 'refresh-1' } });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(authStatusOf(getAuthActor().getSnapshot())).toBe('signedOut');
    expect(getAuthActor().getSnapshot().context.user).toBeUndefined();
  });

  it('logout() clears the session even when the call fails', async () => {
    sdk.login.mockResolvedValue(approved);
    sdk.logout.mockRejectedValue(new TypeError('Failed to fetch'));
    await login(credentials);
    await logout();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(authStatusOf(getAuthActor().getSnapshot())).toBe('signedOut');
  });

  it('clearSession() (after leave-account) clears both tokens and the user', async () => {
    sdk.login.mockResolvedValue(approved);
    await login(credentials);
    clearSession();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(authStatusOf(getAuthActor().getSnapshot())).toBe('signedOut');
  });

  it('follows tokens removed by another tab', async () => {
    sdk.login.mockResolvedValue(approved);
    await login(credentials);
    localStorage.removeItem('accessToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    expect(authStatusOf(getAuthActor().getSnapshot())).toBe('anonymous');
  });
});
