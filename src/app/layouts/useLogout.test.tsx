// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredSession, storeTokens } from '../../lib/auth/sessionStore';
import { isGlobalLoading } from '../globalLoading';
import { useLogout } from './useLogout';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sdk = vi.hoisted(() => ({ logout: vi.fn(), login: vi.fn(), getMyProfile: vi.fn(), refreshToken: vi.fn() }));
vi.mock('../../lib/api/generated/sdk.gen', () => sdk);

/** Renders a page with a logout button at /liked-music; returns the router and the button's action. */
async function renderPage() {
  let run: () => Promise<void> = async () => {};
  function Page() {
    run = useLogout();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: ['/liked-music'] });
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root.render(<RouterProvider router={router} />));
  return { router, logout: () => act(() => run()) };
}

beforeEach(() => {
  sdk.logout.mockReset();
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  localStorage.setItem('user', JSON.stringify({ userId: 1 }));
});

describe('useLogout', () => {
  it('sends the refresh token under the loading overlay, clears both tokens and goes home', async () => {
    let loadingDuringCall = false;
    sdk.logout.mockImplementation(async () => {
      loadingDuringCall = isGlobalLoading();
      return { data: { status: 200 } };
    });
    const { router, logout } = await renderPage();
    await logout();
    expect(sdk.logout).toHaveBeenCalledWith({ body: { refreshToken: 'refresh-1' } });
    expect(loadingDuringCall).toBe(true);
    expect(isGlobalLoading()).toBe(false);
    expect(getStoredSession()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('clears the tokens and goes home even when the call fails', async () => {
    sdk.logout.mockRejectedValue(new TypeError('Failed to fetch'));
    const { router, logout } = await renderPage();
    await logout();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(isGlobalLoading()).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });
});
