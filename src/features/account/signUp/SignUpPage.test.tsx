// @vitest-environment happy-dom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n/languages';
import { namespaces } from '../../../lib/i18n/namespaces';
import { SignUpPage } from './SignUpPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sdk = vi.hoisted(() => ({
  signUp: vi.fn(),
  checkLoginAvailable: vi.fn(() => Promise.resolve({ data: { data: { available: true } } })),
  checkNicknameAvailable: vi.fn(() => Promise.resolve({ data: { data: { available: true } } })),
}));
vi.mock('../../../lib/api/generated/sdk.gen', () => sdk);
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(() => Promise.resolve()) }));

const CONSENTS = ['termsAgreed', 'privacyConsent', 'ageOver14Consent', 'marketingEmailConsent', 'marketingSmsConsent'] as const;

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  await initI18n(namespaces);
});

const roots: Root[] = [];

beforeEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  sdk.signUp.mockReset();
  document.body.innerHTML = '';
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function renderSignUp() {
  const router = createMemoryRouter(
    [
      { path: '/sign-up', Component: SignUpPage },
      { path: '*', Component: () => null },
    ],
    { initialEntries: ['/sign-up'] },
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
  const click = (name: string) => act(() => input(name).click());
  const ticked = () => Object.fromEntries(['allConsents', ...CONSENTS].map((name) => [name, input(name).checked]));
  const message = (field: string) => document.querySelector(`[data-field-message="${field}"]`)?.textContent;
  const submit = async () => {
    await act(async () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await settle();
  };
  /** Every text field valid and both duplicate checks passed; no consent given. */
  const fillFields = async () => {
    type('email', 'new@cue.test');
    await act(async () => document.querySelector<HTMLButtonElement>('button[name="check-email"]')!.click());
    for (const [name, value] of [
      ['password', 'cueTest2025!'],
      ['passwordConfirmation', 'cueTest2025!'],
      ['name', '김하늘'],
      ['nickname', '하늘빛'],
      ['phone', '01012345678'],
    ] as const)
      type(name, value);
    await act(async () => document.querySelector<HTMLButtonElement>('button[name="check-nickname"]')!.click());
    await settle();
  };
  return { router, input, type, click, ticked, message, submit, fillFields };
}

const none = { allConsents: false, termsAgreed: false, privacyConsent: false, ageOver14Consent: false, marketingEmailConsent: false, marketingSmsConsent: false };
const every = { allConsents: true, termsAgreed: true, privacyConsent: true, ageOver14Consent: true, marketingEmailConsent: true, marketingSmsConsent: true };

describe('SignUpPage consents', () => {
  it('"agree to all" ticks every box and clears them all', async () => {
    const page = await renderSignUp();
    expect(page.ticked()).toEqual(none);
    page.click('allConsents');
    expect(page.ticked()).toEqual(every);
    page.click('allConsents');
    expect(page.ticked()).toEqual(none);
  });

  it('"agree to all" clears when one box is unticked, and ticks when the boxes are all ticked one by one', async () => {
    const page = await renderSignUp();
    page.click('allConsents');
    page.click('marketingSmsConsent');
    expect(page.ticked()).toEqual({ ...every, allConsents: false, marketingSmsConsent: false });
    page.click('marketingSmsConsent');
    expect(page.ticked()).toEqual(every);
    page.click('allConsents');
    for (const name of CONSENTS) page.click(name);
    expect(page.ticked()).toEqual(every);
  });

  it('says required or optional in each label, in one named group', async () => {
    await renderSignUp();
    const labels = CONSENTS.map((name) => document.querySelector(`input[name="${name}"]`)!.closest('label')!.textContent);
    expect(labels).toEqual([
      'I agree to the Terms of Service (required)',
      'I agree to the collection and use of my personal information (required)',
      'I am 14 years of age or older (required)',
      'Send me marketing information by email (optional)',
      'Send me marketing information by text message (optional)',
    ]);
    const group = document.querySelector('input[name="termsAgreed"]')!.closest('fieldset:not(.app-hydrated-fieldset)')!;
    expect(group.querySelector('legend')?.textContent).toBe('Agreements');
    expect(CONSENTS.every((name) => group.contains(document.querySelector(`input[name="${name}"]`)))).toBe(true);
  });

  it('shows what is collected, why and for how long, and links the full policy in a new tab', async () => {
    await renderSignUp();
    const table = document.querySelector('table')!;
    expect(table.querySelector('caption')?.textContent).toBe('Personal information we collect and why');
    const rows = [...table.querySelectorAll('tr')].map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]);
    expect(rows.map(([header]) => header)).toEqual(['Required items', 'Optional item', 'Purposes', 'Kept for']);
    expect(rows[0]![1]).toContain('phone number');
    expect(rows[1]![1]).toContain('Affiliation');
    const link = document.querySelector<HTMLAnchorElement>('a[href="/privacy"]')!;
    expect(link.textContent).toBe('Read the full privacy policy (opens in a new tab)');
    expect([link.target, link.rel]).toEqual(['_blank', 'noopener']);
  });

  it('tells each required consent left unticked, focuses the first, and does not sign up', async () => {
    const page = await renderSignUp();
    await page.fillFields();
    page.click('marketingEmailConsent');
    await page.submit();
    expect([page.message('termsAgreed'), page.message('privacyConsent'), page.message('ageOver14Consent')]).toEqual([
      i18next.t('account:validation.termsRequired'),
      'You must agree to the collection and use of your personal information.',
      i18next.t('account:validation.ageConsentRequired'),
    ]);
    expect(page.input('privacyConsent').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(page.input('termsAgreed'));
    expect(sdk.signUp).not.toHaveBeenCalled();

    page.click('termsAgreed');
    page.click('ageOver14Consent');
    await page.submit();
    expect([page.message('termsAgreed'), page.message('privacyConsent'), page.message('ageOver14Consent')]).toEqual([
      undefined,
      'You must agree to the collection and use of your personal information.',
      undefined,
    ]);
    expect(document.activeElement).toBe(page.input('privacyConsent'));
    expect(sdk.signUp).not.toHaveBeenCalled();
  });

  it('signs up with both marketing channels refused, and sends each consent as given', async () => {
    sdk.signUp.mockResolvedValue({ data: { data: { userId: 9, userStatus: 'APPROVED' } } });
    const page = await renderSignUp();
    await page.fillFields();
    for (const name of ['termsAgreed', 'privacyConsent', 'ageOver14Consent'] as const) page.click(name);
    await page.submit();
    expect(sdk.signUp).toHaveBeenCalledTimes(1);
    expect(sdk.signUp.mock.calls[0]![0].body).toMatchObject({
      termsAgreed: true,
      privacyConsent: true,
      ageOver14Consent: true,
      marketingEmailConsent: false,
      marketingSmsConsent: false,
    });
    expect(sdk.signUp.mock.calls[0]![0].body).not.toHaveProperty('marketingConsent');
  });

  it('sends the email channel given and the text message channel refused', async () => {
    sdk.signUp.mockResolvedValue({ data: { data: { userId: 9, userStatus: 'APPROVED' } } });
    const page = await renderSignUp();
    await page.fillFields();
    page.click('allConsents');
    page.click('marketingSmsConsent');
    await page.submit();
    expect(sdk.signUp.mock.calls[0]![0].body).toMatchObject({ privacyConsent: true, marketingEmailConsent: true, marketingSmsConsent: false });
  });
});

describe('SignUpPage names (issue 26: look-alike identities)', () => {
  it('tells a nickname or name with an invisible character under the field before anything is sent', async () => {
    const page = await renderSignUp();
    sdk.checkNicknameAvailable.mockClear();
    page.type('nickname', '한도윤\u200B');
    page.type('name', '김\u202E하늘');
    await page.submit();
    expect(page.message('nickname')).toBe('The nickname contains characters that cannot be used (invisible or control characters).');
    expect(page.message('name')).toBe('The name contains characters that cannot be used (invisible or control characters).');
    expect(sdk.checkNicknameAvailable).not.toHaveBeenCalled();
    expect(sdk.signUp).not.toHaveBeenCalled();
  });

  it("shows the provider's invalid_characters refusal under the field it names, until the field is edited", async () => {
    sdk.signUp.mockResolvedValue({
      error: { status: 400, code: 'INVALID_REQUEST', message: 'x', data: false, fieldErrors: [{ field: 'nickName', code: 'invalid_characters', message: 'x' }] },
    });
    const page = await renderSignUp();
    await page.fillFields();
    page.click('allConsents');
    await page.submit();
    expect(sdk.signUp).toHaveBeenCalledTimes(1);
    expect(page.message('nickname')).toBe('The nickname contains characters that cannot be used (invisible or control characters).');
    page.type('nickname', '하늘빛별');
    expect(page.message('nickname')).not.toBe('The nickname contains characters that cannot be used (invisible or control characters).');
  });

  it('sends names composed (NFC)', async () => {
    sdk.signUp.mockResolvedValue({ data: { data: { userId: 9, userStatus: 'APPROVED' } } });
    const page = await renderSignUp();
    await page.fillFields();
    page.type('name', ' 김하늘 '.normalize('NFD'));
    page.click('allConsents');
    await page.submit();
    expect(sdk.signUp.mock.calls[0]![0].body).toMatchObject({ name: '김하늘', nickName: '하늘빛' });
  });
});
