// @vitest-environment happy-dom
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearTokens, storeTokens } from '../../lib/auth/sessionStore';
import { safeRedirectTarget } from '../../features/account';
import { allOf, loginRedirectPath, positiveIntegerParam, requireLogin, requirePositiveIntegers } from './loaders';

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://cue.test${url}`), params, context: undefined, unstable_pattern: '' }) as unknown as LoaderFunctionArgs;

/** What a loader threw (a redirect Response or a route error response), or undefined when it returned. */
async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

/** The status of a thrown `data(...)`: the router turns it into a route error response with that status. */
const statusOf = (thrown: unknown) => (thrown as { init?: ResponseInit } | undefined)?.init?.status;

afterEach(() => clearTokens());

describe('path ids', () => {
  it.each(['1', '42', '9007199254740991'])('accepts the positive integer %s', (raw) => {
    expect(positiveIntegerParam({ id: raw }, 'id')).toBe(Number(raw));
  });

  it.each(['abc', '0', '-1', '1.5', '007', '1e3', ' 1', '', '9007199254740992'])('answers %j with a 404 route error', async (raw) => {
    const thrown = await thrownBy(() => requirePositiveIntegers('noticeId')(args(`/notice-detail/${raw}`, { noticeId: raw })));
    expect(statusOf(thrown)).toBe(404);
  });
});

describe('pages that need a login', () => {
  it('send an anonymous visitor to the login page, which brings them back', async () => {
    const thrown = await thrownBy(() => requireLogin(args('/my-page?tab=likes')));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/login?redirect=%2Fmy-page%3Ftab%3Dlikes');
  });

  it('are brought back by the login page exactly to the address the guard sent away', () => {
    const guarded = new URL('http://localhost/my-page?tab=likes#list');
    const redirect = new URL(loginRedirectPath(guarded), 'http://localhost').searchParams.get('redirect');
    expect(safeRedirectTarget(redirect)).toBe('/my-page?tab=likes#list');
  });

  it('let a logged-in user in', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(await requireLogin(args('/my-page'))).toBeNull();
  });

  it('check the login before the id', async () => {
    const loader = allOf(requireLogin, requirePositiveIntegers('musicFileId'));
    const anonymous = await thrownBy(() => loader(args('/music-edit/abc', { musicFileId: 'abc' })));
    expect((anonymous as Response).headers.get('Location')).toBe(loginRedirectPath(new URL('http://cue.test/music-edit/abc')));
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const badId = await thrownBy(() => loader(args('/music-edit/abc', { musicFileId: 'abc' })));
    expect(statusOf(badId)).toBe(404);
    expect(await loader(args('/music-edit/3', { musicFileId: '3' }))).toBeNull();
  });
});
