// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredSession, storeTokens } from '../../../lib/auth/sessionStore';
import { initI18n } from '../../../lib/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n/languages';
import { namespaces } from '../../../lib/i18n/namespaces';
import { LeaveAccountDialog } from './LeaveAccountDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sdk = vi.hoisted(() => ({ leaveAccount: vi.fn(), logout: vi.fn(), login: vi.fn(), getMyProfile: vi.fn(), refreshToken: vi.fn() }));
vi.mock('../../../lib/api/generated/sdk.gen', () => sdk);

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  await initI18n(namespaces);
});

let root: Root | undefined;

beforeEach(() => {
  sdk.leaveAccount.mockReset();
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  localStorage.setItem('user', JSON.stringify({ userId: 7 }));
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function renderDialog() {
  const router = createMemoryRouter(
    [
      { path: '/my-page', Component: () => <LeaveAccountDialog isOpen userId={7} onClose={() => {}} /> },
      { path: '*', Component: () => null },
    ],
    { initialEntries: ['/my-page'] },
  );
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root!.render(<RouterProvider router={router} />));
  const dialog = () => document.querySelector('.app-leave-account-dialog')!;
  const texts = (selector: string) => [...dialog().querySelectorAll(selector)].map((node) => node.textContent);
  return { router, dialog, texts };
}

describe('the leave dialog', () => {
  it('lists what leaving removes at once, as the privacy policy says', async () => {
    const { texts } = await renderDialog();
    expect(texts('h3')[0]).toBe('Removed as soon as you leave');
    expect(texts('.app-leave-removed li')).toEqual([
      'Your email (login ID) and password',
      'Your name, nickname, phone number and affiliation',
      'Your musician profile and photo',
      'Your tracks with their audio and cover files and cue markers',
      'Your likes',
      'Your shortlists with their notes and share links (the links stop working)',
      'Your consent records',
    ]);
  });

  it('says what is kept without personal information, that the email is free again, and links to the privacy policy', async () => {
    const { dialog, texts } = await renderDialog();
    expect(texts('h3')[1]).toBe('Kept, with no personal information');
    expect(texts('.app-leave-kept li')).toEqual(['Your account number, with the status "left" and the date you left', 'Play counts that do not say who listened']);
    expect(dialog().textContent).toContain('You can sign up again at once with the same email and nickname.');
    const link = dialog().querySelector<HTMLAnchorElement>('a[href="/privacy"]')!;
    expect(link.textContent).toBe('privacy policy');
    expect(link.parentElement!.textContent).toBe('Read more in the privacy policy.');
  });

  async function fillIn(dialog: () => Element, { password, understood }: { password: string; understood: boolean }) {
    const field = dialog().querySelector<HTMLInputElement>('input[type="password"]')!;
    await act(async () => fireEvent.change(field, { target: { value: password } }));
    if (understood) await act(async () => dialog().querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
    return [...dialog().querySelectorAll('button')].find((button) => button.textContent === 'Leave')!;
  }
  const passwordField = (dialog: () => Element) => {
    const label = [...dialog().querySelectorAll('label')].find((node) => node.textContent?.startsWith('Current password'))!;
    const field = document.getElementById(label.htmlFor)! as HTMLInputElement;
    return { field, message: field.closest('.bp6-form-group')!.querySelector('.bp6-form-helper-text')?.textContent };
  };

  it('asks for the current password in a labelled password field', async () => {
    const { dialog } = await renderDialog();
    const { field } = passwordField(dialog);
    expect(field.type).toBe('password');
    expect(field.autocomplete).toBe('current-password');
  });

  it('leaves only after "I understand" with the password, then clears the session and goes home', async () => {
    sdk.leaveAccount.mockResolvedValue({ data: { status: 200, data: true } });
    const { router, dialog } = await renderDialog();
    const confirm = await fillIn(dialog, { password: 'cue-connect-1', understood: false });
    expect(confirm.disabled).toBe(true);
    await act(async () => dialog().querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
    expect(confirm.disabled).toBe(false);
    await act(async () => confirm.click());
    expect(sdk.leaveAccount).toHaveBeenCalledExactlyOnceWith({ path: { userId: 7 }, body: { password: 'cue-connect-1' } });
    expect(getStoredSession()).toEqual({ accessToken: undefined, refreshToken: undefined });
    expect(localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says the password is required under the field and calls nothing when it is empty', async () => {
    const { dialog } = await renderDialog();
    const confirm = await fillIn(dialog, { password: '', understood: true });
    await act(async () => confirm.click());
    expect(sdk.leaveAccount).not.toHaveBeenCalled();
    expect(passwordField(dialog).message).toBe('Please enter your current password.');
  });

  it('says a wrong password under the field and keeps the session', async () => {
    sdk.leaveAccount.mockResolvedValue({ error: { status: 400, code: 'PASSWORD_MISMATCH', message: 'x', data: false } });
    const { router, dialog } = await renderDialog();
    const confirm = await fillIn(dialog, { password: 'wrong-one-1', understood: true });
    await act(async () => confirm.click());
    expect(passwordField(dialog).message).toBe('The current password is incorrect.');
    expect(dialog().querySelector('[role="alert"]')).toBeNull();
    expect(getStoredSession()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(router.state.location.pathname).toBe('/my-page');
  });
});
