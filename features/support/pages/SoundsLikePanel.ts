import { ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { testFile, type TestFileName } from '../testFiles';

/** "Sounds like" on the music search: the folded panel, its file chooser, what it says and the tracks it found. */
export class SoundsLikePanel {
  constructor(readonly page: Page) {}

  private panel() {
    return this.page.locator('details.app-catalog-sounds-like');
  }

  /** Opens the panel by its title (a click, or the keyboard when `byKeyboard`). */
  async open(byKeyboard = false): Promise<void> {
    const summary = this.panel().locator('summary');
    if (byKeyboard) {
      await summary.focus();
      await this.page.keyboard.press('Enter');
    } else await summary.click();
    await eventually(
      () => this.panel().evaluate((details: HTMLDetailsElement) => details.open),
      (open) => strictEqual(open, true),
    );
  }

  /** Chooses a file in the panel's file chooser, as a person picks it in the dialog. */
  async choose(name: TestFileName): Promise<void> {
    await this.panel().locator('input[type="file"]').setInputFiles(testFile(name));
  }

  async expectTitle(title: string): Promise<void> {
    strictEqual((await this.panel().locator('summary').textContent())?.trim(), title);
  }

  /** The panel's own text for a visitor (the login offer). */
  async expectLoginOffer(text: string): Promise<void> {
    await eventually(
      async () => (await this.panel().locator('.app-catalog-sounds-like-login').textContent())?.replace(/\s+/g, ' ').trim(),
      (shown) => strictEqual(shown, text),
    );
  }

  async expectResultHeading(text: string): Promise<void> {
    const heading = this.panel().locator('.app-catalog-sounds-like-result p');
    await eventually(
      async () => ((await heading.count()) ? await heading.textContent() : ''),
      (shown) => strictEqual(shown?.trim(), text),
      20_000,
    );
  }

  /** The titles of the tracks found, in order. */
  async expectFirstTracks(titles: string[]): Promise<void> {
    await eventually(
      () => this.panel().locator('.app-catalog-track-title').allTextContents(),
      (shown) => strictEqual(shown.slice(0, titles.length).join(', '), titles.join(', ')),
    );
  }

  async expectNoTracks(): Promise<void> {
    await eventually(
      () => this.panel().locator('.app-catalog-track, .app-catalog-sounds-like-result').count(),
      (count) => strictEqual(count, 0),
    );
  }

  async expectAlert(text: string): Promise<void> {
    await eventually(
      async () => ((await this.panel().getByRole('alert').count()) ? await this.panel().getByRole('alert').innerText() : ''),
      (shown) => ok(shown.replace(/\s+/g, ' ').startsWith(text), `the panel says "${shown}"`),
    );
  }

  async press(label: string): Promise<void> {
    await this.panel().getByRole('button', { name: label, exact: true }).click();
  }

  async followLogin(label: string): Promise<void> {
    await this.panel().getByRole('link', { name: label, exact: true }).click();
  }
}
