// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthActorForTests, useAuth } from './auth';
import { storeTokens, storeUser, useSessionPresence } from './sessionStore';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sdk = vi.hoisted(() => ({ getMyProfile: vi.fn(), logout: vi.fn() }));
vi.mock('../api/generated/sdk.gen', () => sdk);

const user = { userId: 7, loginId: 'composer@cue.test', nickname: 'Composer' };

function Session() {
  const presence = useSessionPresence();
  const { status, user } = useAuth();
  return <p>{`${presence} ${status} ${user?.nickname ?? '-'}`}</p>;
}

let root: Root | undefined;

beforeEach(() => {
  localStorage.clear();
  resetAuthActorForTests();
  sdk.getMyProfile.mockResolvedValue({ data: { data: user }, response: new Response(null, { status: 200 }) });
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  storeUser(user);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

describe('the session before the browser is asked', () => {
  it('renders "not known yet" on the server, even with a stored session', () => {
    expect(renderToString(<Session />)).toBe('<p>unknown unknown -</p>');
  });

  it('hydrates the server markup without a mismatch, then shows the stored session', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Session />);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      root = hydrateRoot(container, <Session />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.textContent).toBe('loggedIn authenticated Composer');
  });
});
