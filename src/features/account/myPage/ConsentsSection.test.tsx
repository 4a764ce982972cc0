// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Consents } from '../../../lib/api/generated/types.gen';
import { initI18n } from '../../../lib/i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n/languages';
import { namespaces } from '../../../lib/i18n/namespaces';
import { ConsentsSection } from './ConsentsSection';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sdk = vi.hoisted(() => ({ updateMarketingConsents: vi.fn() }));
vi.mock('../../../lib/api/generated/sdk.gen', () => sdk);
const toaster = vi.hoisted(() => ({ showAppToast: vi.fn() }));
vi.mock('../../../lib/ui/AppToaster', () => toaster);

const SIGNED_UP = '2026-11-26T09:00:00.000Z';
const TODAY = '2026-12-03T09:00:00.000Z';
const stored: Consents = {
  termsAgreedAt: SIGNED_UP,
  privacyAgreedAt: SIGNED_UP,
  ageOver14ConfirmedAt: SIGNED_UP,
  marketingEmail: { agreed: true, decidedAt: SIGNED_UP },
  marketingSms: { agreed: false, decidedAt: SIGNED_UP },
};

/** A promise the test settles when it wants, to look at the page while a call is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

beforeAll(async () => {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  await initI18n(namespaces);
});

let root: Root | undefined;
const saved: Consents[] = [];

beforeEach(() => {
  sdk.updateMarketingConsents.mockReset();
  toaster.showAppToast.mockReset();
  saved.length = 0;
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The section as my page holds it: the stored consents replaced by what a change answers. */
function Host() {
  const [consents, setConsents] = useState(stored);
  return (
    <ConsentsSection
      consents={consents}
      onChanged={(next) => {
        saved.push(next);
        setConsents(next);
      }}
    />
  );
}

async function render() {
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root!.render(<Host />));
  const channel = (name: 'email' | 'sms') => document.querySelector(`[data-channel="${name}"]`)!;
  const toggle = (name: 'email' | 'sms') =>
    act(async () => {
      channel(name).querySelector<HTMLInputElement>('input')!.click();
      await Promise.resolve();
    });
  return {
    channel,
    toggle,
    checked: (name: 'email' | 'sms') => channel(name).querySelector<HTMLInputElement>('input')!.checked,
    status: (name: 'email' | 'sms') => channel(name).querySelector('.app-marketing-consent-status')!.textContent,
    alert: () => document.querySelector('[role="alert"]')?.textContent,
  };
}

describe('the consents on my page', () => {
  it('list when the terms, the personal information collection and the age were agreed, in the interface language', async () => {
    await render();
    const terms = [...document.querySelectorAll('.app-my-page-agreements dt')].map((node) => node.textContent);
    const dates = [...document.querySelectorAll('.app-my-page-agreements dd')].map((node) => node.textContent);
    expect(terms).toEqual(['Terms of service agreed', 'Collection and use of personal information agreed', 'Age 14 or over confirmed']);
    expect(dates).toEqual(['November 26, 2026', 'November 26, 2026', 'November 26, 2026']);
  });

  it('show each marketing consent as a labelled switch with the date of the last decision', async () => {
    const page = await render();
    expect(page.checked('email')).toBe(true);
    expect(page.status('email')).toBe('Agreed on November 26, 2026');
    expect(page.checked('sms')).toBe(false);
    expect(page.status('sms')).toBe('Declined on November 26, 2026');
    const input = page.channel('sms').querySelector('input')!;
    expect(input.closest('label')!.textContent).toBe('Marketing by text message');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Declined on November 26, 2026');
  });

  it('withdraw the email consent through the contract and confirm it with the recorded date', async () => {
    const answer = { ...stored, marketingEmail: { agreed: false, decidedAt: TODAY } };
    sdk.updateMarketingConsents.mockResolvedValue({ data: { status: 200, data: answer } });
    const page = await render();
    await page.toggle('email');
    expect(sdk.updateMarketingConsents).toHaveBeenCalledExactlyOnceWith({ body: { email: false } });
    expect(saved).toEqual([answer]);
    expect(page.checked('email')).toBe(false);
    expect(page.status('email')).toBe('Declined on December 3, 2026');
    expect(toaster.showAppToast).toHaveBeenCalledExactlyOnceWith(
      { message: 'On December 3, 2026 you withdrew your consent to marketing from Cue Connect by email.', intent: 'success' },
      'marketing-consent-email',
    );
  });

  it('give the text message consent and say so', async () => {
    sdk.updateMarketingConsents.mockResolvedValue({ data: { status: 200, data: { ...stored, marketingSms: { agreed: true, decidedAt: TODAY } } } });
    const page = await render();
    await page.toggle('sms');
    expect(sdk.updateMarketingConsents).toHaveBeenCalledWith({ body: { sms: true } });
    expect(page.checked('sms')).toBe(true);
    expect(page.status('sms')).toBe('Agreed on December 3, 2026');
    expect(toaster.showAppToast.mock.calls[0]![0]).toEqual({
      message: 'On December 3, 2026 you agreed to receive marketing from Cue Connect by text message.',
      intent: 'success',
    });
  });

  it('show the wish while the call runs and send one call per channel at a time', async () => {
    const call = deferred<unknown>();
    sdk.updateMarketingConsents.mockReturnValue(call.promise);
    const page = await render();
    await page.toggle('sms');
    expect(page.checked('sms')).toBe(true);
    expect(page.channel('sms').querySelector('input')!.getAttribute('aria-busy')).toBe('true');
    await page.toggle('sms');
    expect(sdk.updateMarketingConsents).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve({ data: { status: 200, data: { ...stored, marketingSms: { agreed: true, decidedAt: TODAY } } } }));
    expect(page.checked('sms')).toBe(true);
    expect(page.channel('sms').querySelector('input')!.getAttribute('aria-busy')).toBe('false');
  });

  it.each([
    ['an error answer', () => sdk.updateMarketingConsents.mockResolvedValue({ error: { status: 500, code: 'SERVER_ERROR', message: 'x' } })],
    ['a lost connection', () => sdk.updateMarketingConsents.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('after %s, say the change failed and show the stored consent again', async (_failure, fail) => {
    fail();
    const page = await render();
    await page.toggle('sms');
    expect(page.checked('sms')).toBe(false);
    expect(page.status('sms')).toBe('Declined on November 26, 2026');
    expect(page.alert()).toBe('Your marketing consent could not be changed. Please try again later.');
    expect(saved).toEqual([]);
    expect(toaster.showAppToast).not.toHaveBeenCalled();
  });
});
