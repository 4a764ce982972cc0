import { strictEqual } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../eventually';
import { testFile, type TestFileName } from '../testFiles';
import { mockApi } from './MockApi';
import { ShellPage } from './ShellPage';
import { openInApp, reloadInApp } from './openInApp';

/** A text of the app's translation files in the page's language (labels differ per language). */
export async function appText(page: Page, namespace: string, key: string): Promise<string> {
  const language = (await page.evaluate(() => document.documentElement.lang)) || 'ko';
  const file = join(import.meta.dirname, '../../../src/lib/i18n/locales', language, `${namespace}.json`);
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], JSON.parse(readFileSync(file, 'utf8')));
  if (typeof value !== 'string') throw new Error(`No text ${namespace}:${key} in ${language}`);
  return value;
}

/** The step-1 fields by the names the features give them. */
const FIELDS: Record<string, string> = {
  'Korean name': 'nameKo',
  'English name': 'nameEn',
  'Korean intro': 'introKo',
  'English intro': 'introEn',
  'Korean biography': 'bioKo',
  'English biography': 'bioEn',
  'contact name': 'contactName',
  'contact email': 'contactEmail',
  'Instagram ID': 'instagramId',
  'portfolio link': 'portfolioUrl',
  photo: 'photo',
};

/** A complete, valid step 1. */
export const VALID_INFORMATION: Record<string, string> = {
  'Korean name': '한새벽',
  'English name': 'Han Saebyeok',
  'Korean intro': '장면의 온도를 듣는 작곡가',
  'Korean biography': '단편영화 열두 편의 음악을 만들었습니다.',
  'contact name': '한매니저',
  'contact email': 'manager@example.com',
};

/**
 * The musician information form (registration step 1 and the profile edit share it) and the registration
 * steps. Fields are found by their `data-field`, buttons by their labels in the page's language.
 */
export class MusicianRegistrationPage {
  constructor(readonly page: Page) {}

  /** Logs a demo account in for the next load, with the "registration approved" dialog already seen. */
  async prepare(language: string, login: string): Promise<void> {
    const { userId } = await mockApi.profileOf(login);
    await new ShellPage(this.page).prepareLoggedIn(language, login);
    await this.page.addInitScript((id) => localStorage.setItem('musicianApprovalShown', JSON.stringify([id])), userId);
  }

  async open(path = '/musician-registration'): Promise<void> {
    await openInApp(this.page, path);
  }

  field(name: string): Locator {
    const id = FIELDS[name];
    if (!id) throw new Error(`Unknown field ${name}: use ${Object.keys(FIELDS).join(', ')}.`);
    return this.page.locator(`[data-field="${id}"]`);
  }

  private input(name: string): Locator {
    return this.field(name).locator('input, textarea').first();
  }

  async fill(name: string, value: string): Promise<void> {
    await this.input(name).fill(value);
  }

  /** Moves on from a field with Tab, as a person leaving it does. */
  async leaveField(name: string): Promise<void> {
    await this.input(name).press('Tab');
  }

  async fillAll(values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.fill(name, value);
  }

  async press(namespace: string, key: string): Promise<void> {
    await this.page.getByRole('button', { name: await appText(this.page, namespace, key), exact: true }).click();
  }

  async save(key = 'registration.saveInfo'): Promise<void> {
    await this.press('musicianProfile', key);
  }

  async choosePhoto(file: TestFileName): Promise<void> {
    await this.field('photo').locator('input[type="file"]').setInputFiles(testFile(file));
  }

  async expectPhotoUploaded(): Promise<void> {
    await this.field('photo').locator('img').waitFor();
  }

  async expectFieldMessage(name: string, message: string): Promise<void> {
    const text = this.field(name).locator('.app-profile-field-message');
    await eventually(
      () => text.textContent(),
      (value) => strictEqual(value?.trim(), message),
    );
  }

  /** The field shows no rule message (its help, if any, stays). */
  async expectNoFieldMessage(name: string): Promise<void> {
    strictEqual(await this.field(name).locator('.app-profile-field-message').count(), 0, `"${name}" shows a message`);
  }

  /** The help under a field (shown while the field breaks no rule). */
  async expectFieldHint(name: string, hint: string): Promise<void> {
    const text = this.field(name).locator('.bp6-form-helper-text');
    await eventually(
      () => text.textContent(),
      (value) => strictEqual(value?.trim(), hint),
    );
  }

  /**
   * The photo chooser's button (drawn by CSS from the input's `bp6-button-text`) shows its whole label: the
   * label's width in the button's font fits inside the button.
   */
  async expectPhotoButtonWhole(label: string): Promise<void> {
    const chooser = this.field('photo').locator('.bp6-file-upload-input');
    await chooser.waitFor();
    const facts = await chooser.evaluate((element) => {
      const after = getComputedStyle(element, '::after');
      const probe = document.createElement('span');
      probe.textContent = after.content.replace(/^"|"$/g, '');
      probe.style.font = after.font;
      probe.style.whiteSpace = 'nowrap';
      probe.style.position = 'absolute';
      document.body.append(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      const inner = parseFloat(after.width) - parseFloat(after.paddingLeft) - parseFloat(after.paddingRight);
      return { text: probe.textContent, fits: needed <= inner + 0.5, needed, inner };
    });
    strictEqual(facts.text, label);
    strictEqual(facts.fits, true, `the label needs ${facts.needed}px, the button has ${facts.inner}px`);
  }

  async expectFieldValue(name: string, value: string): Promise<void> {
    await eventually(
      () => this.input(name).inputValue(),
      (actual) => strictEqual(actual, value),
    );
  }

  /** The failure told above the form's buttons: its first line (what failed). */
  async expectFormFailure(message: string): Promise<void> {
    const title = this.page.locator('.app-profile-form-failure-title').first();
    await eventually(
      () => title.textContent(),
      (value) => strictEqual(value?.trim(), message),
    );
  }

  async goToMusicStep(): Promise<void> {
    await this.press('musicianProfile', 'registration.stepMusic');
  }

  async expectStepMessage(message: string): Promise<void> {
    const callout = this.page.locator('.app-registration-step-failure');
    await eventually(
      () => callout.textContent(),
      (value) => strictEqual(value?.trim(), message),
    );
  }

  async expectMusicStep(): Promise<void> {
    await this.page.locator('.app-registration-music').waitFor();
  }

  /** Step 2's list of saved tracks holds this title (uploads take a few seconds). */
  async expectSavedTrack(title: string): Promise<void> {
    await this.page.locator('.app-registration-tracks li', { hasText: title }).first().waitFor({ timeout: 20_000 });
  }

  async expectSavedTracks(count: number): Promise<void> {
    await eventually(
      () => this.page.locator('.app-registration-tracks li').count(),
      (actual) => strictEqual(actual, count),
      20_000,
    );
  }

  async expectTrackFormClosed(): Promise<void> {
    await this.page.locator('form.app-track-form').waitFor({ state: 'detached' });
  }

  async expectButton(namespace: string, key: string): Promise<void> {
    await this.page.getByRole('button', { name: await appText(this.page, namespace, key), exact: true }).waitFor();
  }

  async expectNotice(message: string): Promise<void> {
    await this.page.getByText(message, { exact: true }).waitFor();
  }

  async reload(): Promise<void> {
    await reloadInApp(this.page);
    await this.field('Korean name').waitFor();
  }

  async expectPath(path: string): Promise<void> {
    await eventually(
      async () => new URL(this.page.url()).pathname,
      (actual) => strictEqual(actual, path),
    );
  }

  /** The musician-only message of a page a non-musician opened. */
  async expectMusicianOnly(message: string): Promise<void> {
    const alert = this.page.locator('.app-musician-only [role="alert"] p').first();
    await eventually(
      () => alert.textContent(),
      (value) => strictEqual(value?.trim(), message),
    );
  }
}
