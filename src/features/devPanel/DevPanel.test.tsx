// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockControlClient } from '../../../mocks/control/client';
import { TEST_ORIGIN } from '../../../mocks/testing/testApi';
import { useTestApi } from '../../../mocks/testing/useTestApi';
import { configureApiClient } from '../../lib/api/client';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../lib/api/tokenStorage';
import { storeTokens } from '../../lib/auth/sessionStore';
import { changeLanguage, initI18n } from '../../lib/i18n/i18n';
import { namespaces } from '../../lib/i18n/namespaces';
import { requestPasswordReset } from '../../lib/api/generated/sdk.gen';
import { DevPanel } from './DevPanel';
import { ruleFromForm } from './InjectFaultForm';
import { takeResetNotice } from './resetNotice';
import { appQueryClient } from '../../lib/api/queryClient';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const control = createMockControlClient({ baseUrl: TEST_ORIGIN });
let container: HTMLDivElement | undefined;
let root: Root | undefined;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeAll(async () => {
  // The page is on the mock's origin, as in the app: happy-dom's fetch then sends no CORS preflight.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${TEST_ORIGIN}/`);
  localStorage.clear();
  configureApiClient({ apiBaseUrl: TEST_ORIGIN });
  await initI18n(namespaces);
});

async function renderPanel(): Promise<void> {
  reload = vi.fn<() => void>();
  container = document.body.appendChild(document.createElement('div'));
  const created = (root = createRoot(container));
  await act(async () => created.render(<DevPanel isOpen onClose={() => {}} client={control} reload={reload} />));
}

afterEach(async () => {
  const rendered = root;
  if (rendered) await act(async () => rendered.unmount());
  container?.remove();
  root = container = undefined;
  localStorage.clear();
  appQueryClient.clear(); // each test's mock answers afresh
  await changeLanguage('ko');
});

/** The drawer is rendered in a portal, so queries look at the whole document. */
const panel = () => document.querySelector<HTMLElement>('[role="dialog"].app-dev-panel')!;
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const buttonNamed = (name: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll('button')].find((button) => (button.getAttribute('aria-label') ?? text(button)) === name);
const list = (name: string) => document.querySelector(`ul[aria-label="${name}"]`);
const callouts = () => [...panel().querySelectorAll('[role="status"], [role="alert"]')].map(text);

async function eventually(check: () => void, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
  }
}

async function click(button: HTMLElement | undefined): Promise<void> {
  expect(button, 'button not found').toBeDefined();
  await act(async () => button!.click());
}

/** Types into a controlled input or chooses an option, the way React listens for it. */
async function enter(element: HTMLInputElement | HTMLSelectElement, value: string): Promise<void> {
  const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

const field = <T extends HTMLElement>(label: string) => {
  const forLabel = [...panel().querySelectorAll('label')].find((node) => text(node).startsWith(label));
  return document.getElementById(forLabel!.htmlFor) as T;
};

describe('the mock developer panel', () => {
  const api = useTestApi();
  beforeEach(renderPanel);

  it('is a dialog titled in the current language', async () => {
    expect(text(document.getElementById(panel().getAttribute('aria-labelledby')!))).toBe('목업 개발자 패널');
    await act(async () => changeLanguage('en'));
    expect(text(document.getElementById(panel().getAttribute('aria-labelledby')!))).toBe('Mock developer panel');
    expect(buttonNamed('Close the panel')).toBeDefined();
  });

  it('approves a pending user, who leaves the list and can log in', async () => {
    await eventually(() => expect(buttonNamed('pending@cue.test 승인')).toBeDefined());
    expect(text(list('승인 대기 사용자'))).toContain('세린뮤직 pending@cue.test뮤지션');
    await click(buttonNamed('pending@cue.test 승인'));
    await eventually(() => expect(callouts()).toContain('pending@cue.test 님을 승인했습니다.'));
    await eventually(() => expect(buttonNamed('pending@cue.test 승인')).toBeUndefined());
    await expect(api().clientFor('pending@cue.test')).resolves.toBeDefined();
  });

  it('rejects a pending user', async () => {
    await eventually(() => expect(buttonNamed('pending@cue.test 거절')).toBeDefined());
    await click(buttonNamed('pending@cue.test 거절'));
    await eventually(() => expect(callouts()).toContain('pending@cue.test 님을 거절했습니다.'));
    expect((await control.listUsers('REJECTED')).map((user) => user.email)).toContain('pending@cue.test');
  });

  it('injects a failure into an operation, lists it, and clears it', async () => {
    await eventually(() => expect(field<HTMLSelectElement>('오퍼레이션').options.length).toBeGreaterThan(30));
    expect(text(panel())).toContain('활성화된 장애가 없습니다.');
    await enter(field('오퍼레이션'), 'listGenres');
    await enter(field('상태 코드'), '503');
    await enter(field('횟수'), '2');
    await click(buttonNamed('장애 주입'));
    await eventually(() => expect(callouts()).toContain('이제 listGenres이(가) 실패합니다: 상태 503, 2회 남음.'));
    expect(text(list('활성 장애'))).toBe('listGenres 상태 5032회 남음해제');
    expect(await control.listFaults()).toEqual([{ operationId: 'listGenres', fault: { kind: 'status', status: 503 }, times: 2 }]);

    await click(buttonNamed('listGenres 장애 해제'));
    await eventually(() => expect(callouts()).toContain('listGenres 장애를 해제했습니다.'));
    await eventually(() => expect(text(panel())).toContain('활성화된 장애가 없습니다.'));
    expect(await control.listFaults()).toEqual([]);
  });

  it('injects a network failure until cleared, and clears every failure at once', async () => {
    await eventually(() => expect(field<HTMLSelectElement>('오퍼레이션').options.length).toBeGreaterThan(30));
    await act(async () => changeLanguage('en'));
    await enter(field('Operation'), 'getMyProfile');
    await click(buttonNamed('Network error'));
    await click(buttonNamed('Inject failure'));
    await eventually(() => expect(callouts()).toContain('getMyProfile now fails: network error, until cleared.'));
    expect(text(list('Active failures'))).toBe('getMyProfile network erroruntil clearedClear');
    await click(buttonNamed('Clear all'));
    await eventually(() => expect(callouts()).toContain('Cleared every failure.'));
    expect(await control.listFaults()).toEqual([]);
  });

  it('changes the attempt limits, and forgets counted attempts so a refused login works again', async () => {
    await act(async () => changeLanguage('en'));
    await eventually(() => expect(field<HTMLInputElement>('Attempts').value).toBe('5'));
    expect(field<HTMLInputElement>('Window (minutes)').value).toBe('15');
    expect(text(list('Budgets per visitor'))).toBe(
      'Email and nickname checks and sign-ups: 150 attempts within 15 min · 200 attempts within 60 min' +
        'Wrong passwords across all accounts: 100 attempts within 15 min · 200 attempts within 60 min',
    );
    await enter(field('Attempts'), '2');
    await enter(field('Window (minutes)'), '1');
    await click(buttonNamed('Save limits'));
    await eventually(() => expect(callouts()).toContain('Now 2 attempts within 1 min.'));
    expect(await control.getThrottleSettings()).toMatchObject({ throttleAttempts: 2, throttleWindowSeconds: 60 });

    const wrong = () => api().anonymous.post({ url: '/api/v1/user/login', body: { login: 'user@cue.test', password: 'wrong-pass-1' } });
    await wrong();
    await wrong();
    await expect(api().clientFor('user@cue.test')).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    await click(buttonNamed('Forget attempts'));
    await eventually(() => expect(callouts()).toContain('Every counted attempt was forgotten: refused logins and checks work again.'));
    await expect(api().clientFor('user@cue.test')).resolves.toBeDefined();
  });

  it('shows a failure the mock answers with', async () => {
    await eventually(() => expect(field<HTMLSelectElement>('오퍼레이션').options.length).toBeGreaterThan(30));
    await enter(field('상태 코드'), '399');
    await click(buttonNamed('장애 주입'));
    await eventually(() => expect(callouts()).toContain('실패했습니다: 400 INVALID_REQUEST'));
  });

  it('resets the data after a confirmation, forgets the tokens and reloads the page', async () => {
    await control.approveUser('pending@cue.test');
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');
    await click(buttonNamed('데이터 초기화'));
    const alert = document.querySelector<HTMLElement>('[role="alertdialog"]')!;
    expect(text(alert)).toContain('모든 목업 데이터를 초기 상태로 되돌릴까요?');
    await click(buttonNamed('초기화', alert));
    await eventually(() => expect(reload).toHaveBeenCalledOnce());
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(takeResetNotice()).toBe(true);
    expect((await control.listUsers('PENDING')).map((user) => user.email)).toContain('pending@cue.test');
  });

  it('does nothing when the reset is cancelled', async () => {
    await click(buttonNamed('데이터 초기화'));
    await click(buttonNamed('취소', document.querySelector('[role="alertdialog"]')!));
    expect(reload).not.toHaveBeenCalled();
    expect(takeResetNotice()).toBe(false);
  });

  it('lists the emails the mock sent, with the reset link as a link, after a refresh', async () => {
    await eventually(() => expect(text(list('보낸 메일함') ?? panel())).toContain('보낸 메일이 없습니다.'));
    await requestPasswordReset({ body: { email: 'user@cue.test' }, throwOnError: true });
    const outboxSection =
      list('보낸 메일함')?.closest('.bp6-section') ?? [...panel().querySelectorAll('.bp6-section')].find((section) => text(section).startsWith('보낸 메일함'));
    await click(buttonNamed('새로 고침', outboxSection));
    await eventually(() => expect(list('보낸 메일함')).not.toBeNull());
    const email = list('보낸 메일함')!.querySelector('li')!;
    expect(text(email.querySelector('.app-dev-panel__email-subject'))).toBe('[Cue Connect] 비밀번호 재설정 안내');
    expect(text(email.querySelector('.app-dev-panel__email-to'))).toBe('받는 사람 user@cue.test');
    expect(email.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(email.querySelector('a')?.getAttribute('href')).toMatch(/^\/reset-password\?token=[\w-]{43}$/);
    await act(async () => changeLanguage('en'));
    expect(text(list('Outbox')!.querySelector('.app-dev-panel__email-subject'))).toBe('[Cue Connect] Reset your password');
  });

  it('asks to log in before expiring tokens', () => {
    expect(text(panel())).toContain('먼저 로그인하세요.');
    expect(buttonNamed('내 토큰 만료시키기')?.disabled).toBe(true);
  });
});

describe('the mock developer panel for a logged-in user', () => {
  const api = useTestApi();
  beforeEach(async () => {
    const { data } = await (
      await import('../../lib/api/generated/sdk.gen')
    ).login({
      client: api().anonymous,
      body: { login: 'user@cue.test', password: 'cue-connect-1' },
      throwOnError: true,
    });
    storeTokens({ accessToken: data.data.accessToken!, refreshToken: data.data.refreshToken! });
    await renderPanel();
  });

  it("expires the user's access tokens", async () => {
    await eventually(() => expect(text(panel())).toContain('user@cue.test 계정으로 로그인되어 있습니다.'));
    await click(buttonNamed('내 토큰 만료시키기'));
    await eventually(() => expect(callouts()).toContain('user@cue.test의 액세스 토큰을 만료시켰습니다(1개). 다음 요청에서 새로 발급됩니다.'));
  });
});

describe('the failure form', () => {
  it('builds the rule: status, network or delay; a number of times or until cleared', () => {
    const base = { operationId: 'listGenres', status: '503', ms: '1500', times: '' };
    expect(ruleFromForm({ ...base, kind: 'status' })).toEqual({ operationId: 'listGenres', fault: { kind: 'status', status: 503 } });
    expect(ruleFromForm({ ...base, kind: 'network', times: ' 3 ' })).toEqual({ operationId: 'listGenres', fault: { kind: 'network' }, times: 3 });
    expect(ruleFromForm({ ...base, kind: 'delay' })).toEqual({ operationId: 'listGenres', fault: { kind: 'delay', ms: 1500 } });
  });
});
