import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../eventually';
import { pasteInto } from '../paste';
import { DEMO_PASSWORD } from './MockApi';
import { openInApp } from './openInApp';

/** A text of the app's translation files, in the language the page is shown in (labels differ per language). */
function translation(language: string, namespace: string, key: string): string {
  const file = join(import.meta.dirname, '../../../src/lib/i18n/locales', language, `${namespace}.json`);
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], JSON.parse(readFileSync(file, 'utf8')));
  if (typeof value !== 'string') throw new Error(`No text ${namespace}:${key} in ${language}`);
  return value;
}

/**
 * The my page (/my-page): the account facts, the profile form, the consents, "download my data", the
 * change-password and leave-account dialogs. Buttons and fields are found by their visible labels, read from the translation files in the
 * page's language.
 */
export class MyPagePage {
  constructor(readonly page: Page) {}

  private async text(namespace: string, key: string): Promise<string> {
    const language = await this.page.evaluate(() => document.documentElement.lang);
    return translation(language || 'ko', namespace, key);
  }

  private async button(scope: Page | Locator, key: string, namespace = 'myPage'): Promise<Locator> {
    return scope.getByRole('button', { name: await this.text(namespace, key), exact: true });
  }

  private async field(scope: Page | Locator, key: string): Promise<Locator> {
    return scope.getByLabel(await this.text('myPage', key), { exact: false });
  }

  private dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  private form(): Locator {
    return this.page.locator('form.app-my-page-edit');
  }

  async open(): Promise<void> {
    await openInApp(this.page, '/my-page');
    await this.page.locator('.app-my-page-facts').waitFor();
  }

  /** The account facts as label -> value. */
  private async facts(): Promise<Record<string, string>> {
    const terms = await this.page.locator('.app-my-page-facts dt').allTextContents();
    const values = await this.page.locator('.app-my-page-facts dd').allTextContents();
    return Object.fromEntries(terms.map((term, index) => [term.trim(), (values[index] ?? '').trim()]));
  }

  async expectFact(label: string, value: string): Promise<void> {
    await eventually(
      () => this.facts(),
      (facts) => strictEqual(facts[label], value, `"${label}" in ${JSON.stringify(facts)}`),
    );
  }

  async editProfile(): Promise<void> {
    await (await this.button(this.page, 'action.edit')).click();
    await this.form().waitFor();
  }

  async typeNickname(nickname: string): Promise<void> {
    await (await this.field(this.form(), 'field.nickname')).fill(nickname);
  }

  async typePhone(phone: string): Promise<void> {
    await (await this.field(this.form(), 'field.phone')).fill(phone);
  }

  async pastePhone(phone: string): Promise<void> {
    const input = await this.field(this.form(), 'field.phone');
    await input.fill('');
    await pasteInto(input, phone);
  }

  async pasteNickname(nickname: string): Promise<void> {
    const input = await this.field(this.form(), 'field.nickname');
    await input.fill('');
    await pasteInto(input, nickname);
    await input.blur();
  }

  async clearName(): Promise<void> {
    // Found by its autocomplete token: the label "Name" is also part of "Nickname".
    await this.form().locator('input[autocomplete="name"]').fill('');
  }

  async expectNickname(nickname: string): Promise<void> {
    const input = await this.field(this.form(), 'field.nickname');
    await eventually(
      () => input.inputValue(),
      (value) => strictEqual(value, nickname),
    );
  }

  /** The page offers a button reading exactly `label`. */
  async expectButton(label: string): Promise<void> {
    await this.page.locator('.app-my-page').getByRole('button', { name: label, exact: true }).waitFor();
  }

  async expectFormHeading(heading: string): Promise<void> {
    await this.form().getByRole('heading', { name: heading, exact: true }).waitFor();
  }

  /** Presses a button of the account form by its label (Cancel, Save). */
  async pressInForm(label: string): Promise<void> {
    await this.form().getByRole('button', { name: label, exact: true }).click();
  }

  /** The edit form has closed and the account's facts show again. */
  async expectNotEditing(): Promise<void> {
    await this.page.locator('.app-my-page-facts').waitFor();
    strictEqual(await this.form().count(), 0);
  }

  /** The edit form is still open (a save that was refused does not close it). */
  async expectEditing(): Promise<void> {
    await this.form().waitFor();
    strictEqual(await this.page.locator('.app-my-page-facts').count(), 0);
  }

  async checkNickname(): Promise<void> {
    await (await this.button(this.form(), 'edit.check')).click();
  }

  async saveProfile(): Promise<void> {
    await (await this.button(this.form(), 'edit.save')).click();
  }

  async expectNicknameMessage(message: string): Promise<void> {
    await this.form().getByText(message, { exact: true }).waitFor();
  }

  async expectPhone(phone: string): Promise<void> {
    const input = await this.field(this.form(), 'field.phone');
    await eventually(
      () => input.inputValue(),
      (value) => strictEqual(value, phone),
    );
  }

  /** A message anywhere on the page outside the toasts (callouts, helper texts). */
  async expectMessage(message: string): Promise<void> {
    await this.page.locator('.app-my-page').getByText(message, { exact: true }).waitFor();
  }

  async openPasswordDialog(): Promise<void> {
    await (await this.button(this.page, 'action.changePassword')).click();
    await this.dialog().waitFor();
  }

  async changePassword(current: string, next: string, confirmation: string): Promise<void> {
    await this.openPasswordDialog();
    await (await this.field(this.dialog(), 'password.current')).fill(current);
    await this.dialog()
      .getByLabel(await this.text('myPage', 'password.new'), { exact: true })
      .fill(next);
    await (await this.field(this.dialog(), 'password.confirm')).fill(confirmation);
    await this.submitPassword();
  }

  async submitPassword(): Promise<void> {
    await (await this.button(this.dialog(), 'password.submit')).click();
  }

  async expectDialogMessage(message: string): Promise<void> {
    await this.dialog().getByText(message, { exact: true }).waitFor();
  }

  async expectNoDialog(): Promise<void> {
    await this.dialog().waitFor({ state: 'detached' });
  }

  /** The consents card: the agreements' dates, and a switch per marketing channel with its status line. */
  private consents(): Locator {
    return this.page.locator('.app-my-page-consents');
  }

  private consentSwitch(label: string): Locator {
    return this.consents().getByRole('switch', { name: label, exact: true });
  }

  async expectAgreement(label: string, value: string): Promise<void> {
    const agreements = this.consents().locator('.app-my-page-agreements');
    await eventually(
      async () => {
        const terms = await agreements.locator('dt').allTextContents();
        const values = await agreements.locator('dd').allTextContents();
        return Object.fromEntries(terms.map((term, index) => [term.trim(), (values[index] ?? '').trim()]));
      },
      (shown) => strictEqual(shown[label], value, `"${label}" in ${JSON.stringify(shown)}`),
    );
  }

  /** Switches a marketing consent with a click, when it is not already as wished. */
  async switchConsent(label: string, on: boolean): Promise<void> {
    const control = this.consentSwitch(label);
    strictEqual(await control.isChecked(), !on, `"${label}" is already ${on ? 'on' : 'off'}`);
    // The switch's input is drawn over by its track: a reader clicks the label, as here.
    await control.locator('xpath=ancestor::label[1]').click();
  }

  /** A switch's state and the status line it is described by (whether given, and the day of the last decision). */
  async expectConsent(label: string, on: boolean, status: string): Promise<void> {
    const control = this.consentSwitch(label);
    await eventually(
      async () => ({
        on: await control.isChecked(),
        busy: await control.getAttribute('aria-busy'),
        status: await control.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent?.trim()),
      }),
      (shown) => deepStrictEqual(shown, { on, busy: 'false', status }),
    );
  }

  /**
   * Moves the keyboard focus with Tab from the section's heading (as a reader who clicked there) until `target`
   * has it; fails when Tab never gets there.
   */
  private async tabTo(target: Locator, startHeading: Locator): Promise<void> {
    await startHeading.click();
    for (let presses = 0; presses < 12; presses += 1) {
      await this.page.keyboard.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error('Tab never reached the control');
  }

  async switchConsentWithKeyboard(label: string): Promise<void> {
    const control = this.consentSwitch(label);
    await this.tabTo(control, this.consents().getByRole('heading', { level: 2 }));
    await this.page.keyboard.press('Space');
  }

  async expectConsentFocused(label: string): Promise<void> {
    strictEqual(await this.consentSwitch(label).evaluate((element) => element === document.activeElement), true);
  }

  private dataSection(): Locator {
    return this.page.locator('.app-my-page-data');
  }

  /** Presses "download my data" (with the mouse or, having reached it with Tab, with Enter). */
  async pressDownload(label: string, withKeyboard = false): Promise<void> {
    const button = this.dataSection().getByRole('button', { name: label, exact: true });
    if (!withKeyboard) return button.click();
    await this.tabTo(button, this.dataSection().getByRole('heading', { level: 2 }));
    await this.page.keyboard.press('Enter');
  }

  /** Presses "download my data" and catches the file the browser saves: its name and its text. */
  async downloadMyData(label: string, withKeyboard = false): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.pressDownload(label, withKeyboard)]);
    const failure = await download.failure();
    if (failure) throw new Error(`The download failed: ${failure}`);
    return { name: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
  }

  async openLeaveDialog(): Promise<void> {
    await (await this.button(this.page, 'action.leave')).click();
    await this.dialog().waitFor();
  }

  /** The items of one of the leave dialog's lists (`removed` or `kept`). */
  async expectLeaveList(list: 'removed' | 'kept', items: string[]): Promise<void> {
    deepStrictEqual(
      (await this.dialog().locator(`.app-leave-${list} li`).allTextContents()).map((item) => item.trim()),
      items,
    );
  }

  /** The message under the leave dialog's password field (the field names it as its description). */
  async expectLeavePasswordMessage(message: string): Promise<void> {
    const field = this.dialog().getByLabel(await this.text('myPage', 'leave.password'), { exact: true });
    await eventually(
      async () => {
        const id = await field.getAttribute('aria-describedby');
        return id ? await this.page.locator(`[id="${id}"]`).textContent() : null;
      },
      (text) => strictEqual(text, message),
    );
  }

  /** The leave dialog links the text to the privacy policy page. */
  async expectPrivacyPolicyLink(text: string): Promise<void> {
    strictEqual(await this.dialog().getByRole('link', { name: text, exact: true }).getAttribute('href'), '/privacy');
  }

  /** Leaves with the password typed in the leave dialog (the demo password unless told; empty types nothing). */
  async leaveAccount(password = DEMO_PASSWORD): Promise<void> {
    await (await this.button(this.page, 'action.leave')).click();
    await this.dialog()
      .getByLabel(await this.text('myPage', 'leave.password'), { exact: true })
      .fill(password);
    await this.dialog()
      .getByText(await this.text('myPage', 'leave.understand'), { exact: true })
      .click();
    await (await this.button(this.dialog(), 'leave.confirm')).click();
  }
}
