import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { openInApp } from './openInApp';

/** The login form's fields, by the names the features give them. */
const FIELDS = { 'login id': 'loginId', password: 'password' } as const;
export type LoginField = keyof typeof FIELDS;

/**
 * The login page (/login, in the guard layout) and the account dialogs. Parts are found by structure (form
 * field names, classes), and texts are asserted exactly, so one helper serves both languages.
 */
export class LoginPage {
  constructor(readonly page: Page) {}

  private form() {
    return this.page.locator('form.app-login__form');
  }

  private input(field: LoginField) {
    return this.form().locator(`input[name="${FIELDS[field]}"]`);
  }

  /** Opens /login unless the browser is already on it (a guard may have sent it there with `?redirect=`). */
  async ensureOpen(): Promise<void> {
    if (new URL(this.page.url(), 'http://localhost').pathname !== '/login') await openInApp(this.page, '/login');
    await this.form().waitFor();
  }

  async fill(loginId: string, password: string): Promise<void> {
    await this.ensureOpen();
    await this.input('login id').fill(loginId);
    await this.input('password').fill(password);
  }

  /** Types the password into its (focused) field and presses Enter. */
  async typePasswordAndEnter(password: string): Promise<void> {
    await this.input('password').pressSequentially(password);
    await this.input('password').press('Enter');
  }

  async submit(): Promise<void> {
    await this.form().locator('button[type="submit"]').click();
  }

  /** Presses Enter in the password field, as most people do. */
  async submitWithEnter(): Promise<void> {
    await this.input('password').press('Enter');
  }

  /** The required message under a field (empty when none is shown). */
  async expectFieldMessage(field: LoginField, message: string): Promise<void> {
    const group = this.form().locator('.bp6-form-group', { has: this.page.locator(`input[name="${FIELDS[field]}"]`) });
    const helper = group.locator('.bp6-form-helper-text');
    await eventually(
      async () => ((await helper.count()) ? ((await helper.textContent()) ?? '').trim() : ''),
      (text) => strictEqual(text, message),
    );
  }

  /** The failure callout above the form says exactly this. */
  async expectFailure(message: string): Promise<void> {
    const callout = this.page.locator('.app-login__failure[role="alert"]');
    await eventually(
      () => callout.allTextContents(),
      (texts) =>
        deepStrictEqual(
          texts.map((text) => text.trim()),
          [message],
        ),
    );
  }

  async expectNoFailure(): Promise<void> {
    strictEqual(await this.page.locator('.app-login__failure').count(), 0);
  }

  /** What the two fields hold. */
  async expectValues(loginId: string, password: string): Promise<void> {
    await eventually(
      async () => [await this.input('login id').inputValue(), await this.input('password').inputValue()],
      (values) => deepStrictEqual(values, [loginId, password]),
    );
  }

  async expectStillOnLoginPage(): Promise<void> {
    await this.form().waitFor();
    strictEqual(new URL(this.page.url()).pathname, '/login');
  }

  private dialog(title: string) {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  /** A dialog with this title is open and its body reads exactly these paragraphs (texts of p and callouts). */
  async expectDialog(title: string, texts: string[]): Promise<void> {
    const dialog = this.dialog(title);
    await dialog.waitFor();
    const body = dialog.locator('.bp6-dialog-body').locator('p, .bp6-callout');
    await eventually(
      () => body.allTextContents(),
      (actual) =>
        deepStrictEqual(
          actual.map((text) => text.trim()),
          texts,
        ),
    );
  }

  async pressInDialog(title: string, label: string): Promise<void> {
    await this.dialog(title).getByRole('button', { name: label, exact: true }).click();
    await this.dialog(title).waitFor({ state: 'detached' });
  }

  /** No dialog is open, and none opens once the app has settled (its calls answered). */
  async expectNoDialogSettled(): Promise<void> {
    await this.page.waitForLoadState('networkidle');
    await this.page.waitForTimeout(500);
    strictEqual(await this.page.getByRole('dialog').count(), 0, 'a dialog is open');
  }
}
