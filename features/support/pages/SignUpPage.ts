import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { mockApi } from './MockApi';
import { pasteInto } from '../paste';
import { ShellPage } from './ShellPage';

/** Text fields of the sign-up form, by the names the features give them. */
const FIELDS = {
  email: 'email',
  password: 'password',
  'password confirmation': 'passwordConfirmation',
  name: 'name',
  nickname: 'nickname',
  phone: 'phone',
  affiliation: 'affiliation',
} as const;
export type SignUpFieldName = keyof typeof FIELDS;

/** Consents, by the names the features give them. */
const CONSENTS = { terms: 'termsAgreed', 'age over 14': 'ageOver14Consent', marketing: 'marketingConsent' } as const;
export type ConsentName = keyof typeof CONSENTS;

const ROLES = { 'general user': 'ROLE_USER', musician: 'ROLE_MUSICIAN' } as const;
export type SignUpRoleName = keyof typeof ROLES;

/** A valid password used when a scenario does not care which. */
export const VALID_PASSWORD = 'cueTest2025!';

let counter = 0;
/** A fresh email and nickname per use, so sign-ups never collide. */
const unique = () => `${Date.now().toString(36).slice(-4)}${(counter++).toString(36)}`;

const fieldOf = (name: string): string => {
  const field = FIELDS[name as SignUpFieldName];
  if (!field) throw new Error(`Unknown sign-up field "${name}": use ${Object.keys(FIELDS).join(', ')}.`);
  return field;
};

/** The sign-up page (/sign-up): its fields, duplicate checks, consents, terms dialog and outcomes. */
export class SignUpPage {
  readonly shell: ShellPage;
  /** What the scenario typed, by field, to compare after a failure. */
  readonly typed: Partial<Record<string, string>> = {};

  constructor(readonly page: Page) {
    this.shell = new ShellPage(page);
  }

  async open(language: string): Promise<void> {
    await this.shell.prepare({ language });
    await this.shell.open('/sign-up');
    await this.input('email').waitFor();
  }

  private input(field: string) {
    return this.page.locator(`form input[name="${field}"]`);
  }

  /** Types into a field (replacing its value) and leaves it, as a user moving on would. */
  async fill(name: string, value: string): Promise<void> {
    const field = fieldOf(name);
    await this.input(field).fill(value);
    await this.input(field).blur();
    this.typed[field] = value;
  }

  /** Types key by key into an empty field, as a user would, and leaves it. */
  async type(name: string, value: string): Promise<void> {
    const field = fieldOf(name);
    await this.input(field).fill('');
    await this.input(field).pressSequentially(value);
    await this.input(field).blur();
  }

  /** Pastes into an empty field and leaves it. */
  async paste(name: string, value: string): Promise<void> {
    const field = fieldOf(name);
    await this.input(field).fill('');
    await pasteInto(this.input(field), value);
    await this.input(field).blur();
  }

  async expectValue(name: string, value: string): Promise<void> {
    const input = this.input(fieldOf(name));
    await eventually(
      () => input.inputValue(),
      (shown) => strictEqual(shown, value),
    );
  }

  /** The email and nickname check buttons are still there to press. */
  async expectCheckButtons(): Promise<void> {
    for (const name of ['email', 'nickname']) await this.page.locator(`button[name="check-${name}"]`).waitFor();
  }

  async pressCheck(name: 'email' | 'nickname'): Promise<void> {
    await this.page.locator(`button[name="check-${name}"]`).click();
  }

  /** Fills a field and runs its duplicate check, waiting for the answer. */
  async fillAndCheck(name: 'email' | 'nickname', value: string): Promise<void> {
    await this.fill(name, value);
    await this.pressCheck(name);
    await eventually(
      () => this.message(name),
      (text) => strictEqual(text === '' || text === undefined, false),
    );
  }

  async tick(consent: ConsentName): Promise<void> {
    await this.page.locator('label', { has: this.page.locator(`input[name="${CONSENTS[consent]}"]`) }).click();
  }

  async chooseRole(role: SignUpRoleName): Promise<void> {
    await this.page.locator('label', { has: this.page.locator(`input[value="${ROLES[role]}"]`) }).click();
  }

  /** Fills every field with valid values (fresh email and nickname, both checked) and ticks the required consents. */
  async fillValidForm(overrides: { except?: SignUpFieldName | ConsentName } = {}): Promise<{ email: string; password: string }> {
    const id = unique();
    const email = `new-${id}@cue.test`;
    const values: Record<SignUpFieldName, string> = {
      email,
      password: VALID_PASSWORD,
      'password confirmation': VALID_PASSWORD,
      name: '김하늘',
      nickname: `큐${id}`.slice(0, 10),
      phone: '01012345678',
      affiliation: 'Cue Studio',
    };
    for (const [name, value] of Object.entries(values) as [SignUpFieldName, string][]) {
      if (name === overrides.except) continue;
      if (name === 'email' || name === 'nickname') await this.fillAndCheck(name, value);
      else await this.fill(name, value);
    }
    for (const consent of ['terms', 'age over 14'] as const) if (consent !== overrides.except) await this.tick(consent);
    return { email, password: VALID_PASSWORD };
  }

  async submit(): Promise<void> {
    await this.page.locator('form button[type="submit"]').click();
  }

  /** The message under a field or consent ('' when none). */
  async message(name: string): Promise<string> {
    const field = FIELDS[name as SignUpFieldName] ?? CONSENTS[name as ConsentName];
    if (!field) throw new Error(`Unknown field or consent "${name}".`);
    const message = this.page.locator(`[data-field-message="${field}"]`);
    return (await message.count()) === 0 ? '' : ((await message.textContent()) ?? '').trim();
  }

  async expectMessage(name: string, expected: string): Promise<void> {
    await eventually(
      () => this.message(name),
      (text) => strictEqual(text, expected),
    );
  }

  async expectFailure(title: string): Promise<void> {
    const callout = this.page.getByTestId('sign-up-failure');
    await eventually(
      () => callout.locator('h5, [class*="heading"]').first().textContent(),
      (text) => strictEqual(text?.trim(), title),
    );
  }

  /** Every field still holds what the scenario typed. */
  async expectTypedValuesKept(): Promise<void> {
    const fields = Object.keys(this.typed);
    const values = await Promise.all(fields.map((field) => this.input(field).inputValue()));
    deepStrictEqual(Object.fromEntries(fields.map((field, index) => [field, values[index]])), this.typed);
    for (const consent of ['termsAgreed', 'ageOver14Consent']) strictEqual(await this.input(consent).isChecked(), true, `${consent} is still ticked`);
  }

  async expectOnLoginPage(): Promise<void> {
    await eventually(
      () => Promise.resolve(new URL(this.page.url()).pathname),
      (path) => strictEqual(path, '/login'),
    );
  }

  async expectAwaitingApproval(title: string, text: string): Promise<void> {
    const panel = this.page.getByTestId('sign-up-awaiting-approval');
    await eventually(
      () => panel.getByRole('heading').first().textContent(),
      (heading) => strictEqual(heading?.trim(), title),
    );
    await eventually(
      () => panel.textContent(),
      (content) => strictEqual(content?.includes(text), true, `"${text}" in "${content}"`),
    );
  }

  /** Logs in through the API: the answer carries tokens for an approved account. */
  async expectCanLogIn(email: string, password: string): Promise<void> {
    const tokens = await mockApi.login(email, password);
    strictEqual(typeof tokens.accessToken, 'string');
  }

  async openTerms(): Promise<void> {
    await this.page.locator('button[name="view-terms"]').click();
  }

  private dialog() {
    return this.page.getByRole('dialog');
  }

  async expectTermsDialog(title: string): Promise<void> {
    await eventually(
      () => this.dialog().getByRole('heading').first().textContent(),
      (text) => strictEqual(text?.trim(), title),
    );
  }

  async termsArticleTitles(): Promise<string[]> {
    return (await this.dialog().getByRole('article').getByRole('heading').allTextContents()).map((text) => text.trim());
  }

  async expectTermsText(text: string): Promise<void> {
    await eventually(
      () => this.dialog().textContent(),
      (content) => strictEqual(content?.includes(text), true, `"${text}" in the terms`),
    );
  }

  async closeTerms(): Promise<void> {
    await this.dialog().locator('.bp6-dialog-footer button').click();
    await eventually(
      () => this.dialog().count(),
      (count) => strictEqual(count, 0),
    );
  }
}
