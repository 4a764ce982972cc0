import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';

/** A shortlist opened through its share link (`/s/{token}`), and the composer's feedback on the own profile. */
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
    await this.page.goto(`/s/${token}`);
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
    await eventually(async () => (await entries.allTextContents()).map((text) => text.trim()), (shown) => deepStrictEqual(shown, titles));
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
    await eventually(() => this.page.locator('main').getByRole('link', { name: label, exact: true }).getAttribute('href'), (href) => strictEqual(href, path));
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

/** The four counts of the composer's feedback, in the order each card shows them. */
export const FEEDBACK_SERIES = ['plays', 'likes', 'shortlistAdds', 'sharedPlays'] as const;
export type FeedbackSeries = (typeof FEEDBACK_SERIES)[number];

/** One shown total: its label, which count it is, and its number. */
export interface ShownTotal {
  label: string;
  series: FeedbackSeries;
  value: number;
}

/** The "Listener feedback" section of the musician's own profile. */
export class TrackFeedbackPage {
  constructor(readonly page: Page) {}

  private card(title: string) {
    return this.page.locator('.app-feedback-card', { has: this.page.getByRole('heading', { level: 3, name: title, exact: true }) });
  }

  async open(): Promise<void> {
    await this.page.goto('/musician-profile');
    await this.page.locator('.app-feedback-card, .app-feedback-empty').first().waitFor();
  }

  /** The totals of a track's card, in the order shown. */
  async totals(title: string): Promise<ShownTotal[]> {
    const shown = await this.card(title).locator('.app-feedback-total').all();
    return Promise.all(
      shown.map(async (total) => {
        const className = (await total.getAttribute('class')) ?? '';
        const series = FEEDBACK_SERIES.find((name) => className.includes(`app-feedback-total-${name}`));
        ok(series, `a total without its series: ${className}`);
        return {
          label: ((await total.locator('dt').textContent()) ?? '').trim(),
          series,
          value: Number(((await total.locator('dd').textContent()) ?? '').trim()),
        };
      }),
    );
  }

  /** The card's totals read exactly `expected` ("Plays 12", ...), in that order. */
  async expectTotals(title: string, expected: string[]): Promise<void> {
    await eventually(
      async () => (await this.totals(title)).map((total) => `${total.label} ${total.value}`),
      (shown) => deepStrictEqual(shown, expected),
    );
  }

  /** The totals once the card shows them, checked by `check` (retried while the page loads). */
  async expectTotalsMatch(title: string, check: (shown: ShownTotal[]) => void): Promise<void> {
    await eventually(() => this.totals(title), check);
  }

  async showTable(title: string, label: string): Promise<void> {
    await this.card(title).getByRole('button', { name: label, exact: true }).click();
  }

  /** The table's column headers, its number of rows and its first (newest) row's date. */
  async expectTable(title: string, headers: string[], rows: number, newest: string): Promise<void> {
    const table = this.card(title).getByRole('table');
    const read = async () => ({
      headers: (await table.locator('thead th').allTextContents()).map((text) => text.trim()),
      rows: await table.locator('tbody tr').count(),
      newest: ((await table.locator('tbody tr').first().locator('th').textContent()) ?? '').trim(),
    });
    await eventually(read, (shown) => deepStrictEqual(shown, { headers, rows, newest }));
  }

  /** The chart is an image whose name tells its first and last day. */
  async expectChart(title: string, from: string, to: string): Promise<void> {
    const chart = this.card(title).getByRole('img');
    await eventually(
      async () => (await chart.getAttribute('aria-label')) ?? '',
      (name) => ok(name.includes(from) && name.includes(to), `the chart is named "${name}", expected ${from} and ${to} in it`),
    );
  }

  /** The section names nobody: no nickname or email of any listener appears in it. */
  async expectNoListener(names: string[]): Promise<void> {
    const text = await this.page.locator('.app-feedback').innerText();
    for (const name of names) ok(!text.includes(name), `the feedback shows ${name}`);
  }
}
