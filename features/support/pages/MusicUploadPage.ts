import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../eventually';
import { testFile, type TestFileName } from '../testFiles';

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
    await this.page.goto('/music-upload');
    await this.page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  /** Fills the form; leaves out what the entry does not name. */
  async fill(entry: TrackEntry): Promise<void> {
    const form = this.form();
    await form.waitFor();
    if (entry.title !== undefined) await form.locator('input[type="text"]').first().fill(entry.title);
    if (entry.genre !== undefined) await form.locator('select').selectOption({ index: entry.genre });
    const keywords = form.locator('.app-upload-keywords label');
    for (let i = 0; i < (entry.keywords ?? 0); i++) await keywords.nth(i).click();
    const files = form.locator('input[type="file"]');
    if (entry.music) await files.nth(0).setInputFiles(testFile(entry.music));
    if (entry.cover) await files.nth(1).setInputFiles(testFile(entry.cover));
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
    await eventually(() => messages.allTextContents(), (texts) => strictEqual(texts.some((shown) => shown.trim().includes(text)), true, `"${text}" not in ${JSON.stringify(texts)}`), timeoutMs);
  }

  /** The page's heading (Login Required, Access Denied, Music Upload). */
  async expectHeading(text: string): Promise<void> {
    const heading = this.page.getByRole('heading', { level: 1 });
    await eventually(() => heading.allTextContents(), (texts) => strictEqual(texts.map((shown) => shown.trim()).includes(text), true, JSON.stringify(texts)));
  }

  /** The form is shown and ready for another track. */
  async expectFormReady(): Promise<void> {
    await eventually(() => this.form().locator('button[type="submit"]').isVisible(), (visible) => strictEqual(visible, true));
  }

  /** Nothing the browser keeps would resume an upload (tus resume keys). */
  async expectNoResumeKeys(): Promise<void> {
    await eventually(() => this.page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::'))), (keys) => deepStrictEqual(keys, []));
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
}
