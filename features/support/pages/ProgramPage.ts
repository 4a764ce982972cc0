import { deepStrictEqual, ok } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { openInApp } from './openInApp';

/** The matching program's public page (/program): found by its headings, terms and the exact texts the features give. */
export class ProgramPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openInApp(this.page, '/program');
    await this.page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  /** Opens `path`, checks that its pointer names the round when given, and follows its link `name` to the program page. */
  async follow(path: string, name: string, roundName?: string): Promise<void> {
    await openInApp(this.page, path);
    if (roundName !== undefined) {
      await eventually(
        async () => (await this.page.locator('.app-program-banner strong').allTextContents()).map((text) => text.trim()),
        (shown) => deepStrictEqual(shown, [roundName]),
      );
    }
    await this.page.getByRole('link', { name, exact: true }).click();
    await this.page.waitForURL(/\/program$/);
  }

  async expectHeading(text: string): Promise<void> {
    await eventually(
      async () => (await this.page.getByRole('heading', { level: 1 }).allTextContents()).map((shown) => shown.trim()),
      (headings) => deepStrictEqual(headings, [text]),
    );
  }

  /** What the dates list says of one row (its term), whole: the range and where the window stands. */
  async dateRow(term: string): Promise<string> {
    const row = this.page.locator('.app-program-window').filter({ has: this.page.locator('dt', { hasText: term }) });
    return ((await row.locator('dd').textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  async expectDateRowIncludes(term: string, text: string): Promise<void> {
    await eventually(
      () => this.dateRow(term),
      (shown) => ok(shown.includes(text), `"${text}" not in "${shown}"`),
    );
  }

  async expectText(text: string): Promise<void> {
    await this.page.getByText(text, { exact: true }).first().waitFor();
  }
}
