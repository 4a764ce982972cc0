import { deepStrictEqual, notStrictEqual, ok } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { DEMO_ACCOUNTS, type DemoRole } from './AppPage';
import { mockApi } from './MockApi';

interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** The session as the browser keeps it: both tokens in localStorage, renewed by the app when they expire. */
export class SessionPage {
  /** The tokens stored when the scenario logged in (to tell a renewed token from the first one). */
  private first?: StoredTokens;

  constructor(readonly page: Page) {}

  tokens(): Promise<StoredTokens> {
    return this.page.evaluate(() => ({ accessToken: localStorage.getItem('accessToken'), refreshToken: localStorage.getItem('refreshToken') }));
  }

  /** Logs in through the API (as a test harness would) and stores both tokens in localStorage. */
  async logInByApi(role: DemoRole): Promise<void> {
    const tokens = await mockApi.login(DEMO_ACCOUNTS[role]);
    ok(tokens.accessToken && tokens.refreshToken, 'the login answered no tokens');
    await this.page.evaluate((pair) => {
      localStorage.setItem('accessToken', pair.accessToken);
      localStorage.setItem('refreshToken', pair.refreshToken);
    }, tokens);
    this.first = tokens;
  }

  /** Expires the access tokens of the logged-in demo account on the provider. */
  async expireAccess(role: DemoRole): Promise<void> {
    await mockApi.expireTokens(DEMO_ACCOUNTS[role]);
  }

  /** Makes every refresh fail from now on, as a refresh token the provider no longer accepts would. */
  async breakRefresh(): Promise<void> {
    await mockApi.injectFault('refreshToken', { kind: 'status', status: 401 });
  }

  /** localStorage holds a new access token (and refresh token), not the ones of the login. */
  async expectRenewedTokens(): Promise<void> {
    ok(this.first, 'the scenario did not log in');
    const first = this.first;
    await eventually(
      () => this.tokens(),
      (tokens) => {
        ok(tokens.accessToken, 'no access token is stored');
        notStrictEqual(tokens.accessToken, first.accessToken);
        notStrictEqual(tokens.refreshToken, first.refreshToken);
      },
    );
  }

  async expectNoTokens(): Promise<void> {
    await eventually(
      () => this.tokens(),
      (tokens) => deepStrictEqual(tokens, { accessToken: null, refreshToken: null }),
    );
  }

  /** No toast is on screen (Blueprint's toasts are alerts), checked after the page settled. */
  async expectNoToast(): Promise<void> {
    await this.page.waitForLoadState('networkidle');
    deepStrictEqual(await this.page.locator('.bp6-toast').allTextContents(), []);
  }
}
