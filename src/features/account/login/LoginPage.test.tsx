// @vitest-environment happy-dom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n';
import { namespaces } from '../../../lib/i18n/namespaces';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n/languages';
import { LoginPage } from './LoginPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const auth = vi.hoisted(() => ({ login: vi.fn(), acknowledgeApprovalPending: vi.fn(), preloadAuth: vi.fn(() => Promise.resolve()) }));
vi.mock('../../../lib/auth/auth', () => auth);

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  await initI18n(namespaces);
});

const roots: Root[] = [];

beforeEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  auth.login.mockReset();
  localStorage.removeItem('accessToken');
  window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
  document.body.innerHTML = '';
});

async function renderLogin(entry = '/login?redirect=%2Fmy-page') {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: () => null },
    ],
    { initialEntries: [entry] },
  );
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  roots.push(root);
  await act(async () => root.render(<RouterProvider router={router} />));
  const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const type = (name: string, value: string) =>
    act(() => {
      const element = input(name);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const submit = () =>
    act(async () => {
      document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { router, input, type, submit };
}

describe('LoginPage', () => {
  it('tells both required messages on submit and does not call the login', async () => {
    const page = await renderLogin();
    await page.submit();
    const helpers = [...document.querySelectorAll('.bp6-form-helper-text')].map((node) => node.textContent);
    expect(helpers).toEqual([i18next.t('login:loginId.required'), i18next.t('login:password.required')]);
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('tells "required" when the empty ID is left, but not when focus goes to a link outside the form', async () => {
    const page = await renderLogin();
    const helpers = () => [...document.querySelectorAll('.bp6-form-helper-text')].map((node) => node.textContent);
    const leave = (relatedTarget: Element | null) =>
      act(async () => {
        page.input('loginId').dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget }));
      });
    // Showing the message would move the Sign Up link between the press and the release, losing the click.
    await leave(document.querySelector('a[href^="/sign-up"]'));
    expect(helpers()).toEqual([]);
    await leave(page.input('password'));
    expect(helpers()).toEqual([i18next.t('login:loginId.required')]);
  });

  it('logs in with the trimmed id and goes to the redirect target', async () => {
    auth.login.mockResolvedValue({ ok: true, user: { userId: 1 } });
    const page = await renderLogin();
    page.type('loginId', ' user@cue.test ');
    page.type('password', 'cue-connect-1');
    await page.submit();
    expect(auth.login).toHaveBeenCalledWith({ login: 'user@cue.test', password: 'cue-connect-1' });
    expect(page.router.state.location.pathname).toBe('/my-page');
  });

  it('shows the failure by its message key and keeps what was typed', async () => {
    auth.login.mockResolvedValue({ ok: false, error: { statusCode: 401, code: 'INVALID_CREDENTIALS', messageKey: 'errors:code.INVALID_CREDENTIALS' } });
    const page = await renderLogin();
    page.type('loginId', 'user@cue.test');
    page.type('password', 'wrong-1234');
    await page.submit();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('ID or password does not match. Please check and try again.');
    expect([page.input('loginId').value, page.input('password').value]).toEqual(['user@cue.test', 'wrong-1234']);
  });

  it('tells a refusal after too many attempts with the minutes left', async () => {
    auth.login.mockResolvedValue({
      ok: false,
      error: { statusCode: 429, code: 'TOO_MANY_ATTEMPTS', messageKey: 'errors:code.TOO_MANY_ATTEMPTS', values: { count: 14 } },
    });
    const page = await renderLogin();
    page.type('loginId', 'user@cue.test');
    page.type('password', 'cue-connect-1');
    await page.submit();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Too many attempts. Please try again in 14 minutes.');
  });

  it('does not let the Enter that ends an IME composition submit', async () => {
    const page = await renderLogin();
    const composing = new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true });
    const plain = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    act(() => void page.input('loginId').dispatchEvent(composing));
    act(() => void page.input('loginId').dispatchEvent(plain));
    expect(composing.defaultPrevented).toBe(true);
    expect(plain.defaultPrevented).toBe(false);
  });

  it('sends a logged-in visitor on at once', async () => {
    localStorage.setItem('accessToken', 'access-1');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    const page = await renderLogin('/login?redirect=%2Fliked-music');
    expect(page.router.state.location.pathname).toBe('/liked-music');
  });
});
