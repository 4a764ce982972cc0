import { deepStrictEqual, notStrictEqual, ok } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoRole } from './AppPage';
import { LoginPage } from './LoginPage';
import { mockApi } from './MockApi';

interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/** The session as the browser keeps it: both tokens in localStorage, renewed by the app when they expire. */
export class SessionPage {
  /** The tokens stored when the scenario logged in (to tell a renewed token from the first one). */
  private first?: StoredTokens;

  /** The API answers 401 the page received since `startClock`. */
  private readonly unauthorized: string[] = [];

  constructor(readonly page: Page) {}

  /**
   * Puts the browser on a clock the scenario can move forward (the whole context: tag the scenario
   * `@fresh-context`), and starts counting 401 answers.
   */
  async startClock(): Promise<void> {
    await this.page.context().clock.install();
    this.page.on('response', (response) => {
      if (response.status() === 401) this.unauthorized.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    });
  }

  /** Logs in through the login form, as a person does, and waits for the app to leave /login with the session. */
  async logInOnLoginPage(role: DemoRole): Promise<void> {
    const login = new LoginPage(this.page);
    await login.fill(DEMO_ACCOUNTS[role], DEMO_PASSWORD);
    await login.submit();
    await eventually(
      () => this.tokens(),
      (tokens) => ok(tokens.accessToken && tokens.refreshToken, 'the login stored no tokens'),
    );
    await this.page.waitForURL((url) => url.pathname !== '/login');
    this.first = await this.tokens();
  }

  /**
   * Time passes (`mm:ss`) in the browser and, as far as the tokens go, on the provider: its access tokens of the
   * logged-in demo account are expired early, as 14.5 of their 15 minutes would leave them in the real world
   * about to go.
   */
  async letTimePass(duration: string, role: DemoRole): Promise<void> {
    await this.page.clock.fastForward(duration);
    await mockApi.expireTokens(DEMO_ACCOUNTS[role]);
  }

  /** Opens the my page with its link in the side navigation (a page change inside the app, no reload). */
  async openMyPageFromMenu(): Promise<void> {
    await this.page
      .getByRole('navigation')
      .getByRole('link', { name: /^(마이페이지|My Page)$/ })
      .first()
      .click();
    await this.page.waitForURL((url) => url.pathname === '/my-page');
    await this.page.waitForLoadState('networkidle');
  }

  async expectNoUnauthorizedAnswer(): Promise<void> {
    deepStrictEqual(this.unauthorized, []);
  }

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
