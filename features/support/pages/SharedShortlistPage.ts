import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { openInApp } from './openInApp';

/** A shortlist opened through its share link (`/s/{token}`). */
export class SharedShortlistPage {
  constructor(readonly page: Page) {}

  private view() {
    return this.page.locator('.app-shared-shortlist');
  }

  private entry(title: string) {
    return this.page.locator('.app-shared-shortlist-entry', { has: this.page.locator('.app-shared-shortlist-title', { hasText: title }) });
  }

  /** Opens the link and waits for the page to show something: the list, or why it cannot. */
  async open(token: string): Promise<void> {
    await openInApp(this.page, `/s/${token}`);
    await this.page.locator('main h1').first().waitFor();
  }

  async expectHeader(name: string, description: string, sharedBy: string): Promise<void> {
    const read = async () => ({
      name: (await this.view().getByRole('heading', { level: 1 }).textContent())?.trim(),
      description: (await this.view().locator('.app-shared-shortlist-description').textContent())?.trim(),
      owner: (await this.view().locator('.app-shared-shortlist-owner').textContent())?.trim(),
    });
    await eventually(read, (shown) => deepStrictEqual(shown, { name, description, owner: sharedBy }));
  }

  async expectTitles(list: string, titles: string[]): Promise<void> {
    const entries = this.page.getByRole('list', { name: list, exact: true }).locator('.app-shared-shortlist-title');
    await eventually(
      async () => (await entries.allTextContents()).map((text) => text.trim()),
      (shown) => deepStrictEqual(shown, titles),
    );
  }

  /** The entry of `title` shows `note` and a button `playFrom`; an empty note: the entry shows neither. */
  async expectNote(title: string, note: string, playFrom: string): Promise<void> {
    const entry = this.entry(title);
    const read = async () => ({
      note: ((await entry.locator('.app-shared-shortlist-note-text').allTextContents())[0] ?? '').trim(),
      buttons: (await entry.locator('.app-shared-shortlist-note-time').allTextContents()).map((text) => text.trim()),
    });
    await eventually(read, (shown) => deepStrictEqual(shown, { note, buttons: playFrom === '' ? [] : [playFrom] }));
  }

  async pressInEntry(title: string, label: string): Promise<void> {
    await this.entry(title).getByRole('button', { name: label, exact: true }).click();
  }

  async press(label: string): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }

  /** Neither the owner's email nor any other address-like text is on the page, nor their real name. */
  async expectNothingPersonal(email: string, realName: string): Promise<void> {
    const text = (await this.page.locator('body').innerText()).trim();
    ok(!text.includes(email), `the page shows the email ${email}`);
    ok(!/[\w.+-]+@[\w-]+\.[\w.]+/.test(text), 'the page shows an email address');
    ok(!text.includes(realName), `the page shows the owner's name ${realName}`);
  }

  /** The page offers no way to change the list: no text field, no remove, no drag handle. */
  async expectReadOnly(): Promise<void> {
    strictEqual(await this.page.locator('main').getByRole('textbox').count(), 0);
    strictEqual(await this.page.locator('main [draggable="true"]').count(), 0);
  }

  async expectWayOn(label: string, path: string): Promise<void> {
    await eventually(
      () => this.page.locator('main').getByRole('link', { name: label, exact: true }).getAttribute('href'),
      (href) => strictEqual(href, path),
    );
  }

  async expectNoButton(label: string): Promise<void> {
    strictEqual(await this.page.locator('main').getByRole('button', { name: label, exact: true }).count(), 0);
  }

  /** Every entry and the header sit inside the window's width (nothing runs off a phone). */
  async expectFitsWidth(): Promise<void> {
    const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    ok(overflow <= 0, `the page is ${overflow}px wider than the window`);
  }
}
