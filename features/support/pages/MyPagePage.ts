import { strictEqual } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../eventually';
import { pasteInto } from '../paste';
import { openInApp } from './openInApp';

/** A text of the app's translation files, in the language the page is shown in (labels differ per language). */
function translation(language: string, namespace: string, key: string): string {
  const file = join(import.meta.dirname, '../../../src/i18n/locales', language, `${namespace}.json`);
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], JSON.parse(readFileSync(file, 'utf8')));
  if (typeof value !== 'string') throw new Error(`No text ${namespace}:${key} in ${language}`);
  return value;
}

/**
 * The my page (/my-page): the account facts, the profile form, the change-password and leave-account
 * dialogs. Buttons and fields are found by their visible labels, read from the translation files in the
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

  async leaveAccount(): Promise<void> {
    await (await this.button(this.page, 'action.leave')).click();
    await this.dialog()
      .getByText(await this.text('myPage', 'leave.understand'), { exact: true })
      .click();
    await (await this.button(this.dialog(), 'leave.confirm')).click();
  }
}
