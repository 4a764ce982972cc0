// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockControlClient } from '../../../mocks/control/client';
import { TEST_ORIGIN } from '../../../mocks/testing/testApi';
import { useTestApi } from '../../../mocks/testing/useTestApi';
import { configureApiClient } from '../api/client';
import { getMyProfile, listLikedMusic } from '../api/generated/sdk.gen';
import { login, logout } from './auth';

const toasts = vi.hoisted(() => ({ showAppToast: vi.fn() }));
vi.mock('../ui/AppToaster', () => toasts);

const getApi = useTestApi();
const control = () => createMockControlClient({ baseUrl: TEST_ORIGIN });

beforeAll(() => {
  // The page is on the mock's origin, as in the app: happy-dom's fetch then sends no CORS preflight.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${TEST_ORIGIN}/my-page`);
  configureApiClient({ apiBaseUrl: TEST_ORIGIN });
});
beforeEach(() => {
  localStorage.clear();
  toasts.showAppToast.mockReset();
});

async function spyRefreshCalls() {
  let calls = 0;
  getApi();
  const originalFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/api/user/refresh')) calls += 1;
    return originalFetch(input, init);
  });
  return () => calls;
}

/** The first refresh reaches the provider (which rotates the token), and the tab gets `spoil(answer)` back instead. */
function spoilFirstRefreshAnswer(spoil: (answer: Response) => Response) {
  const originalFetch = globalThis.fetch;
  let spoiled = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const answer = await originalFetch(input, init);
    if (!url.endsWith('/api/user/refresh') || spoiled) return answer;
    spoiled = true;
    return spoil(answer);
  });
}

describe('an expired access token, through the generated client and the mock provider', () => {
  it('is refreshed transparently: the call succeeds with a new token and no toast', async () => {
    const result = await login({ login: 'user@cue.test', password: 'cue-connect-1' });
    expect(result.ok).toBe(true);
    const before = { access: localStorage.getItem('accessToken'), refresh: localStorage.getItem('refreshToken') };
    await control().expireTokens('user@cue.test');
    const refreshCalls = await spyRefreshCalls();

    const answers = await Promise.all([getMyProfile(), getMyProfile(), listLikedMusic()]);

    expect(answers.map((answer) => answer.response?.status)).toEqual([200, 200, 200]);
    expect(answers[0].data?.data.email).toBe('user@cue.test');
    expect(refreshCalls()).toBe(1);
    expect(localStorage.getItem('accessToken')).not.toBe(before.access);
    expect(localStorage.getItem('refreshToken')).not.toBe(before.refresh);
    expect(toasts.showAppToast).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('a refresh whose answer was lost (the tab navigating away) keeps the session; the next call gets the same pair', async () => {
    await login({ login: 'user@cue.test', password: 'cue-connect-1' });
    const stored = localStorage.getItem('refreshToken')!;
    await control().expireTokens('user@cue.test');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    // The provider rotated the token, the tab never sees the answer.
    spoilFirstRefreshAnswer(() => {
      throw new TypeError('Failed to fetch');
    });

    expect((await getMyProfile()).response?.status).toBe(401);
    expect(localStorage.getItem('refreshToken')).toBe(stored);
    expect(assign).not.toHaveBeenCalled();
    const again = await getMyProfile();

    expect(again.response?.status).toBe(200);
    expect(localStorage.getItem('refreshToken')).not.toBe(stored);
    const { ctx } = getApi().provider;
    const user = ctx.db.users.findFirst((q) => q.where({ email: 'user@cue.test' }))!;
    expect(new Set(ctx.db.tokens.findMany((q) => q.where({ userId: user.id })).map((token) => token.familyId)).size).toBe(1);
    expect(assign).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('a refresh whose answer broke off after its headers (the tab navigating away mid-answer) keeps the session too', async () => {
    await login({ login: 'user@cue.test', password: 'cue-connect-1' });
    const stored = localStorage.getItem('refreshToken')!;
    await control().expireTokens('user@cue.test');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    // "200 OK" arrived, then the body never did: the provider rotated the token all the same.
    spoilFirstRefreshAnswer((answer) => {
      const body = new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) });
      return new Response(body, { status: 200, headers: answer.headers });
    });

    expect((await getMyProfile()).response?.status).toBe(401);
    expect(localStorage.getItem('refreshToken')).toBe(stored);
    expect(assign).not.toHaveBeenCalled();
    const again = await getMyProfile();

    expect(again.response?.status).toBe(200);
    expect(localStorage.getItem('refreshToken')).not.toBe(stored);
    vi.restoreAllMocks();
  });

  it('a refresh that fails (a refresh token used again after the grace period) clears the session and keeps the 401 as the final outcome', async () => {
    await login({ login: 'user@cue.test', password: 'cue-connect-1' });
    const spent = localStorage.getItem('refreshToken')!;
    await control().expireTokens('user@cue.test');
    await getMyProfile(); // refreshes once, the old refresh token is now used
    getApi().clock.advance(31_000); // past the grace period: the reuse is taken as theft
    await control().expireTokens('user@cue.test');
    localStorage.setItem('refreshToken', spent);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});

    const answer = await getMyProfile();

    expect(answer.response?.status).toBe(401);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
    vi.restoreAllMocks();
  });

  it('a call still on its way when the user logs out comes back 401 quietly: no refresh, no /login, no toast', async () => {
    await login({ login: 'user@cue.test', password: 'cue-connect-1' });
    let refreshCalls = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const originalFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/user/refresh')) refreshCalls += 1;
      if (url.includes('/api/v1/my/likes')) await held; // still on its way
      return originalFetch(input, init);
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});

    const late = listLikedMusic();
    await logout();
    release();
    const answer = await late;

    expect(answer.response?.status).toBe(401);
    expect(refreshCalls).toBe(0);
    expect(assign).not.toHaveBeenCalled();
    expect(toasts.showAppToast).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
    vi.restoreAllMocks();
  });
});
