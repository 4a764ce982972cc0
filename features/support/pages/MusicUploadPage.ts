import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../eventually';
import { testFile, type TestFileName } from '../testFiles';
import { openInApp } from './openInApp';

/** The track form's fields, by the names the features use. */
export interface TrackEntry {
  title?: string;
  /** 1-based position in the genre list. */
  genre?: number;
  /** How many keywords to tick (the first ones). */
  keywords?: number;
  music?: TestFileName;
  cover?: TestFileName;
}

/** The music upload page (`/music-upload`) and the track form it shares with registration and music edit. */
export class MusicUploadPage {
  constructor(readonly page: Page) {}

  form(): Locator {
    return this.page.locator('form.app-track-form');
  }

  async open(): Promise<void> {
    await openInApp(this.page, '/music-upload');
    await this.page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  /** Fills the form; leaves out what the entry does not name. */
  async fill(entry: TrackEntry): Promise<void> {
    const form = this.form();
    await form.waitFor();
    if (entry.title !== undefined) await form.locator('input[type="text"]').first().fill(entry.title);
    if (entry.genre !== undefined) await form.locator('select').selectOption({ index: entry.genre });
    if (entry.keywords) await this.tickKeywords(entry.keywords);
    const files = form.locator('input[type="file"]');
    if (entry.music) await files.nth(0).setInputFiles(testFile(entry.music));
    if (entry.cover) await files.nth(1).setInputFiles(testFile(entry.cover));
  }

  /** The keyword search field (a combobox) and its list of options. */
  keywordField(): Locator {
    return this.form().locator('input[role="combobox"]');
  }

  keywordOptions(): Locator {
    return this.form().getByRole('listbox').getByRole('option');
  }

  /** Ticks the first `count` keywords of the list, which stays open between clicks. */
  async tickKeywords(count: number, from = 0): Promise<void> {
    await this.keywordField().click();
    for (let i = from; i < from + count; i++) await this.keywordOptions().nth(i).click();
    await this.keywordField().press('Escape');
  }

  /** Unticks a chosen keyword with the remove button of its tag. */
  async removeFirstKeyword(): Promise<void> {
    await this.form().locator('.app-keyword-tags button').first().click();
  }

  /** Presses the form's main button (Upload, or Save on edit). */
  async submit(): Promise<void> {
    await this.form().locator('button[type="submit"]').click();
  }

  /** A complete track with the given files, sent. */
  async uploadTrack(music: TestFileName, cover?: TestFileName): Promise<void> {
    await this.fill({ title: '새벽의 테마', genre: 1, keywords: 2, music, cover });
    await this.submit();
  }

  /** A rule or failure message is shown, word for word. */
  async expectMessage(text: string, timeoutMs = 10_000): Promise<void> {
    const messages = this.page.locator('[role="alert"], [role="status"], [aria-live], .app-music-notice, .bp6-callout');
    await eventually(
      () => messages.allTextContents(),
      (texts) =>
        strictEqual(
          texts.some((shown) => shown.trim().includes(text)),
          true,
          `"${text}" not in ${JSON.stringify(texts)}`,
        ),
      timeoutMs,
    );
  }

  /** A message is not shown (any more). */
  async expectNoMessage(text: string): Promise<void> {
    const messages = this.page.locator('[role="alert"], [role="status"], [aria-live], .app-music-notice, .bp6-callout');
    await eventually(
      () => messages.allTextContents(),
      (texts) =>
        strictEqual(
          texts.some((shown) => shown.includes(text)),
          false,
          `"${text}" still in ${JSON.stringify(texts)}`,
        ),
    );
  }

  /** How many keywords are ticked, and how many the list refuses (aria-disabled). */
  async expectKeywordChoice(expected: { chosen: number; refused: number }): Promise<void> {
    const options = this.keywordOptions();
    await eventually(
      async () => ({
        chosen: await options.and(this.page.locator('[aria-selected="true"]')).count(),
        refused: await options.and(this.page.locator('[aria-disabled="true"]')).count(),
      }),
      (counts) => deepStrictEqual(counts, expected),
    );
  }

  /** The line under the keyword field (how many are chosen). */
  async expectKeywordHelp(text: string): Promise<void> {
    const help = this.form().locator('.app-keyword-picker .bp6-form-helper-text');
    await eventually(
      () => help.textContent(),
      (shown) => strictEqual(shown?.trim(), text),
    );
  }

  /** The chosen keywords' tags, in order. */
  async expectChosenKeywords(labels: string[]): Promise<void> {
    const tags = this.form().locator('.app-keyword-tags li');
    await eventually(
      () => tags.allTextContents(),
      (texts) =>
        deepStrictEqual(
          texts.map((text) => text.trim()),
          labels,
        ),
    );
  }

  /** A file field: its label, its required/optional marker, and the hint under it. */
  async expectFileField(label: string, marker: string, hint: string): Promise<void> {
    const group = this.form()
      .locator('.bp6-form-group')
      .filter({ has: this.page.locator('label.bp6-label', { hasText: label }) });
    await eventually(
      async () => ({ label: (await group.locator('label').first().textContent())?.trim(), hint: (await group.locator('.bp6-form-helper-text').textContent())?.trim() }),
      (shown) => deepStrictEqual(shown, { label: `${label} ${marker}`, hint }),
    );
  }

  /** The success message links to the new track's page (`/music-details/{musicFileId}`). */
  async expectLinkToNewTrack(label: string): Promise<void> {
    const link = this.page.locator('.app-music-uploaded').getByRole('link', { name: label, exact: true });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    strictEqual(/^\/music-details\/\d+$/.test(href), true, href);
  }

  /** No warning-coloured box on the page. */
  async expectNoWarningBox(): Promise<void> {
    strictEqual(await this.page.locator('.bp6-intent-warning').count(), 0);
  }

  async expectTitle(title: string): Promise<void> {
    await eventually(
      () => this.form().locator('input[type="text"]').first().inputValue(),
      (value) => strictEqual(value, title),
    );
  }

  /** The page's heading (Login Required, Access Denied, Music Upload). */
  async expectHeading(text: string): Promise<void> {
    const heading = this.page.getByRole('heading', { level: 1 });
    await eventually(
      () => heading.allTextContents(),
      (texts) => strictEqual(texts.map((shown) => shown.trim()).includes(text), true, JSON.stringify(texts)),
    );
  }

  /** The form is shown and ready for another track. */
  async expectFormReady(): Promise<void> {
    await eventually(
      () => this.form().locator('button[type="submit"]').isVisible(),
      (visible) => strictEqual(visible, true),
    );
  }

  /** Nothing the browser keeps would resume an upload (tus resume keys). */
  async expectNoResumeKeys(): Promise<void> {
    await eventually(
      () => this.page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::'))),
      (keys) => deepStrictEqual(keys, []),
    );
  }

  /** An upload is running (its progress is shown). */
  async expectUploading(): Promise<void> {
    await this.page.locator('.app-upload-progress').waitFor();
  }

  async press(label: string): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }

  async follow(label: string): Promise<void> {
    await this.page.getByRole('link', { name: label, exact: true }).click();
  }

  /** Chooses a cover (the second file field). */
  async chooseCover(file: TestFileName): Promise<void> {
    await this.form().locator('input[type="file"]').nth(1).setInputFiles(testFile(file));
  }

  /** The cover field holds no file (its picker reads "Choose a file…" again). */
  async expectNoCover(): Promise<void> {
    const input = this.form().locator('input[type="file"]').nth(1);
    await eventually(
      async () => ({
        files: await input.evaluate((element: HTMLInputElement) => element.files?.length ?? 0),
        removable: await this.form().locator('.app-file-remove').count(),
      }),
      (shown) => deepStrictEqual(shown, { files: 0, removable: 0 }),
    );
  }

  /** The `accept` filters of the music file and the cover pickers. */
  async accepts(): Promise<string[]> {
    return this.form()
      .locator('input[type="file"]')
      .evaluateAll((inputs: HTMLInputElement[]) => inputs.map((input) => input.accept));
  }

  /** A text field's hint (its helper text), by the field's label. */
  async expectFieldHint(label: string, hint: string): Promise<void> {
    const group = this.form()
      .locator('.bp6-form-group')
      .filter({ has: this.page.locator('label.bp6-label', { hasText: label }) });
    await eventually(
      async () => (await group.first().locator('.bp6-form-helper-text').textContent())?.trim(),
      (shown) => strictEqual(shown, hint),
    );
  }

  /** Reloads (accepting the browser's leave prompt) once the music file's upload exists on the server and has sent bytes. */
  async reloadDuringUpload(): Promise<void> {
    await eventually(
      () => this.page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('cue-track-draft:') && localStorage.getItem(key)!.includes('uploadUrl'))),
      (started) => strictEqual(started, true, 'no upload noted in the draft'),
      20_000,
    );
    this.page.once('dialog', (dialog) => void dialog.accept());
    await this.page.reload();
    await this.form().waitFor();
  }

  /** The typed fields of the form: title, Korean description, chosen keywords. */
  async typedFields(): Promise<{ title: string; description: string; keywords: number }> {
    const form = this.form();
    return {
      title: await form.locator('input[type="text"]').first().inputValue(),
      description: await form.locator('textarea').first().inputValue(),
      keywords: await form.locator('.app-keyword-tags li').count(),
    };
  }

  async expectTypedFields(expected: { title: string; description: string; keywords: number }): Promise<void> {
    await eventually(
      () => this.typedFields(),
      (shown) => deepStrictEqual(shown, expected),
    );
  }
}
