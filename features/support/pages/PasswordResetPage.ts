import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { createMockControlClient, type MockEmail } from '../../../mocks/control/client';
import { currentEnvironment } from '../environment';
import { eventually } from '../eventually';
import { guardContext } from '../guards';
import { openInApp, reloadInApp } from './openInApp';

const control = () => createMockControlClient({ baseUrl: currentEnvironment().server.url });

/** The reset page's fields, by the names the features give them. */
const FIELDS = { 'new password': 'password', confirmation: 'confirmation' } as const;
export type ResetField = keyof typeof FIELDS;

/**
 * "Forgot your password?" (/forgot-password), the reset link's page (/reset-password?token=) and the mock's
 * outbox. Parts are found by structure (field names, roles), texts are asserted exactly.
 */
export class PasswordResetPage {
  constructor(readonly page: Page) {}

  private form() {
    return this.page.locator('main form');
  }

  /** Follows the login page's "Forgot your password?" link, whose text must be exactly this. */
  async followLinkFromLogin(label: string): Promise<void> {
    await openInApp(this.page, '/login');
    await this.page.locator('form.app-login__form').waitFor();
    await this.page.getByRole('link', { name: label, exact: true }).click();
    await this.form().locator('input[name="email"]').waitFor();
  }

  async requestLink(email: string): Promise<void> {
    await this.form().locator('input[name="email"]').fill(email);
    await this.form().locator('button[type="submit"]').click();
  }

  /** The neutral confirmation the page shows once the request was sent. */
  async expectConfirmation(text: string): Promise<void> {
    const confirmation = this.page.getByTestId('forgot-password-confirmation');
    await eventually(
      async () => ((await confirmation.count()) ? ((await confirmation.textContent()) ?? '').trim() : ''),
      (actual) => strictEqual(actual, text),
    );
  }

  /** The message under a field of the open form (empty when none). */
  async expectFieldMessage(field: string, message: string): Promise<void> {
    const helper = this.page.locator(`[data-field-message="${field}"]`);
    await eventually(
      async () => ((await helper.count()) ? ((await helper.textContent()) ?? '').trim() : ''),
      (text) => strictEqual(text, message),
    );
  }

  /** The outbox's emails to this address (newest first), read through the mock control. */
  async emailsTo(email: string): Promise<MockEmail[]> {
    return control().listOutbox(email);
  }

  /** The newest email to this address, waiting until one arrived. */
  async newestEmailTo(email: string): Promise<MockEmail> {
    let newest: MockEmail | undefined;
    await eventually(
      () => this.emailsTo(email),
      (emails) => {
        ok(emails.length > 0, `no email to ${email} in the outbox`);
        newest = emails[0];
      },
    );
    return newest!;
  }

  /** Opens the link of the newest email to this address, as a click in the email would (a new page load). */
  async openLinkOf(email: string): Promise<string> {
    const { link } = await this.newestEmailTo(email);
    await openInApp(this.page, link);
    return link;
  }

  async openLink(link: string): Promise<void> {
    await openInApp(this.page, link);
  }

  async fill(field: ResetField, value: string): Promise<void> {
    await this.form().locator(`input[name="${FIELDS[field]}"]`).fill(value);
  }

  async setNewPassword(password: string, confirmation = password): Promise<void> {
    await this.form().locator(`input[name="password"]`).waitFor();
    await this.fill('new password', password);
    await this.fill('confirmation', confirmation);
    await this.form().locator('button[type="submit"]').click();
  }

  /** The page's title (its one h1). */
  async expectTitle(title: string): Promise<void> {
    await eventually(
      () => this.page.locator('main h1').allTextContents(),
      (texts) =>
        deepStrictEqual(
          texts.map((text) => text.trim()),
          [title],
        ),
    );
  }

  /** The page's status or alert callout says exactly this. */
  async expectCallout(role: 'status' | 'alert', text: string): Promise<void> {
    const callout = this.page.locator(`main [role="${role}"]`);
    await eventually(
      () => callout.allTextContents(),
      (texts) =>
        deepStrictEqual(
          texts.map((each) => each.trim()),
          [text],
        ),
    );
  }

  async press(label: string): Promise<void> {
    await this.page
      .getByRole('main')
      .getByRole(label === 'link' ? 'link' : 'button', { name: label, exact: true })
      .click();
  }

  async follow(label: string): Promise<void> {
    await this.page.getByRole('main').getByRole('link', { name: label, exact: true }).click();
  }

  /** The login form's login id holds this. */
  async expectLoginIdFilled(email: string): Promise<void> {
    const input = this.page.locator('form.app-login__form input[name="loginId"]');
    await eventually(
      () => input.inputValue(),
      (value) => strictEqual(value, email),
    );
  }

  /** Nothing of the page sticks out sideways (a phone's 390 px). */
  async expectNoSidewaysOverflow(): Promise<void> {
    const [scroll, client] = await this.page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    ok(scroll <= client, `the page is ${scroll} px wide in a ${client} px window`);
  }
}

/** Another browser where the same account is logged in (another device): its own context and storage. */
export class OtherBrowser {
  private constructor(readonly page: Page) {}

  static async loggedIn(browser: Browser, session: { accessToken: string; refreshToken: string }): Promise<OtherBrowser> {
    const context = await browser.newContext({ baseURL: currentEnvironment().server.url, locale: 'ko-KR', timezoneId: 'UTC' });
    // Requests leaving localhost are still stopped; this device's refused calls (401) are what the scenario tests.
    await guardContext(context, []);
    await context.addInitScript((tokens) => {
      if (sessionStorage.getItem('features:seeded')) return;
      sessionStorage.setItem('features:seeded', '1');
      localStorage.setItem('accessToken', tokens.accessToken);
      localStorage.setItem('refreshToken', tokens.refreshToken);
    }, session);
    const page = await context.newPage();
    await openInApp(page, '/my-page');
    await eventually(
      async () => new URL(page.url()).pathname,
      (path) => strictEqual(path, '/my-page'),
    );
    await page.locator('main h1').first().waitFor();
    return new OtherBrowser(page);
  }

  /** Reloads the page: with the session ended, the app sends it to /login. */
  async expectSentToLoginOnReload(): Promise<void> {
    await reloadInApp(this.page);
    await eventually(
      async () => new URL(this.page.url()).pathname,
      (path) => strictEqual(path, '/login'),
      10_000,
    );
    const tokens = await this.page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]);
    deepStrictEqual(tokens, [null, null]);
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }
}
