import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { currentEnvironment } from '../environment';
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

/** Consent boxes, by the names the features give them, in the order the page shows them. */
const CONSENTS = {
  'agree to all': 'allConsents',
  terms: 'termsAgreed',
  'personal information': 'privacyConsent',
  'age over 14': 'ageOver14Consent',
  'marketing by email': 'marketingEmailConsent',
  'marketing by text message': 'marketingSmsConsent',
} as const;
export type ConsentName = keyof typeof CONSENTS;
export const CONSENT_NAMES = Object.keys(CONSENTS) as ConsentName[];
/** The boxes sign-up cannot go without. */
const REQUIRED_CONSENTS = ['terms', 'personal information', 'age over 14'] as const satisfies readonly ConsentName[];

const consentOf = (name: string): string => {
  const field = CONSENTS[name as ConsentName];
  if (!field) throw new Error(`Unknown consent "${name}": use ${CONSENT_NAMES.join(', ')}.`);
  return field;
};

/** The consents the provider recorded for an account (the contract's `Consents`). */
export interface RecordedConsents {
  termsAgreedAt: string;
  privacyAgreedAt: string;
  ageOver14ConfirmedAt: string;
  marketingEmail: { agreed: boolean; decidedAt: string };
  marketingSms: { agreed: boolean; decidedAt: string };
}

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

  /** A consent's box (not scoped to the form: `has` reads it inside the label). */
  private consentBox(name: string) {
    return this.page.locator(`input[name="${consentOf(name)}"]`);
  }

  /** Clicks a consent's label (its box changes from ticked to unticked or back). */
  async tick(consent: ConsentName): Promise<void> {
    await this.page.locator('label', { has: this.consentBox(consent) }).click();
  }

  /** Ticks or unticks a box with a click; fails when it already is as asked (the step would prove nothing). */
  async setConsent(name: string, ticked: boolean): Promise<void> {
    strictEqual(await this.consentBox(name).isChecked(), !ticked, `"${name}" is already ${ticked ? 'ticked' : 'unticked'}`);
    await this.tick(name as ConsentName);
  }

  /** Which boxes are ticked, by name. */
  async ticked(): Promise<Record<ConsentName, boolean>> {
    const states = await Promise.all(CONSENT_NAMES.map((name) => this.consentBox(name).isChecked()));
    return Object.fromEntries(CONSENT_NAMES.map((name, index) => [name, states[index]])) as Record<ConsentName, boolean>;
  }

  async expectTicked(expected: Record<ConsentName, boolean>): Promise<void> {
    await eventually(
      () => this.ticked(),
      (shown) => deepStrictEqual(shown, expected),
    );
  }

  /** The agreements, found as a screen reader finds them: the group by its name. */
  private consentGroup(name: string) {
    return this.page.getByRole('group', { name, exact: true });
  }

  /**
   * Starts on the chosen account type (the control before the agreements) and presses Tab until each box of
   * the group, found by the name a screen reader reads, has the focus, in the order given. Fails when a box is
   * never reached, or is reached out of order.
   */
  async expectTabOrder(group: string, labels: string[]): Promise<void> {
    const boxes = labels.map((label) => this.consentGroup(group).getByRole('checkbox', { name: label, exact: true }));
    strictEqual(await this.consentGroup(group).getByRole('checkbox').count(), labels.length, `the group "${group}" holds ${labels.length} boxes`);
    await this.page.locator('form input[name="role"]:checked').focus();
    for (const [index, box] of boxes.entries()) {
      let reached = false;
      for (let presses = 0; presses < 4 && !reached; presses += 1) {
        await this.page.keyboard.press('Tab');
        reached = await box.evaluate((element) => element === document.activeElement);
        const later = await Promise.all(boxes.slice(index + 1).map((other) => other.evaluate((element) => element === document.activeElement)));
        strictEqual(later.includes(true), false, `Tab passed "${labels[index]}" by`);
      }
      strictEqual(reached, true, `Tab reaches "${labels[index]}"`);
    }
  }

  /** Presses Tab from the account type until the box has the focus, then Space (as a keyboard user ticks it). */
  async toggleWithKeyboard(name: string): Promise<void> {
    const box = this.consentBox(name);
    await this.page.locator('form input[name="role"]:checked').focus();
    for (let presses = 0; presses < 12; presses += 1) {
      await this.page.keyboard.press('Tab');
      if (await box.evaluate((element) => element === document.activeElement)) {
        await this.page.keyboard.press('Space');
        return;
      }
    }
    throw new Error(`Tab never reached "${name}"`);
  }

  /** The box has the keyboard focus (the form moves it to the first agreement to fix). */
  async expectConsentFocused(name: string): Promise<void> {
    await eventually(
      () => this.consentBox(name).evaluate((element) => element === document.activeElement),
      (focused) => strictEqual(focused, true, `"${name}" has the focus`),
    );
  }

  /** The privacy notice's table (inside the agreements group of that name, when given): its caption, and each row's header and text. */
  async privacyTable(group?: string): Promise<{ caption: string; rows: Array<[string, string]> }> {
    const table = (group === undefined ? this.page.locator('form') : this.consentGroup(group)).getByRole('table');
    const caption = ((await table.locator('caption').textContent()) ?? '').trim();
    const rows = await table
      .getByRole('row')
      .evaluateAll((elements) =>
        elements.map((row) => [row.querySelector('th')?.textContent?.trim() ?? '', row.querySelector('td')?.textContent?.trim() ?? ''] as [string, string]),
      );
    return { caption, rows };
  }

  /**
   * Follows a link of the agreements (found by the start of its name) and answers the address of the tab it
   * opened; the tab is closed again.
   */
  async followLinkToNewTab(group: string, name: string): Promise<string> {
    const link = this.consentGroup(group).getByRole('link', { name });
    const [opened] = await Promise.all([this.page.context().waitForEvent('page'), link.click()]);
    await opened.waitForLoadState('domcontentloaded');
    const path = new URL(opened.url()).pathname;
    await opened.close();
    return path;
  }

  /** The consents the provider recorded for an account, read through the public API after logging it in. */
  async recordedConsents(email: string, password: string): Promise<RecordedConsents> {
    const { accessToken } = await mockApi.login(email, password);
    const response = await fetch(`${currentEnvironment().server.url}/api/v1/my/profile`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!response.ok) throw new Error(`GET /api/v1/my/profile answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: { consents: RecordedConsents } }).data.consents;
  }

  async chooseRole(role: SignUpRoleName): Promise<void> {
    await this.page.locator('label', { has: this.page.locator(`input[value="${ROLES[role]}"]`) }).click();
  }

  /** Fills every field with valid values (fresh email and nickname, both checked) and ticks the required consents only. */
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
    for (const consent of REQUIRED_CONSENTS) if (consent !== overrides.except) await this.tick(consent);
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
    for (const consent of REQUIRED_CONSENTS) strictEqual(await this.consentBox(consent).isChecked(), true, `${consent} is still ticked`);
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
