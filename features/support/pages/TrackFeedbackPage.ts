import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { openInApp } from './openInApp';

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
    await openInApp(this.page, '/musician-profile');
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
          value: Number(((await total.locator('dd').first().textContent()) ?? '').trim()),
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

  /** The all-time line under each total, in the order shown. */
  async expectAllTimeTotals(title: string, expected: string[]): Promise<void> {
    await eventually(
      async () => (await this.card(title).locator('.app-feedback-total-all-time').allTextContents()).map((text) => text.trim()),
      (shown) => deepStrictEqual(shown, expected),
    );
  }

  /** The chart's scale: its top number level with the plot's top line, its "0" level with the axis (within 2 px). */
  async expectScaleLevelWithPlot(title: string): Promise<void> {
    await eventually(
      () =>
        this.card(title)
          .locator('.app-feedback-chart')
          .evaluate((chart) => {
            const plot = chart.querySelector('svg')!.getBoundingClientRect();
            const [top, bottom] = [...chart.querySelectorAll('.app-feedback-chart-scale span')].map((span) => {
              const box = span.getBoundingClientRect();
              return { middle: box.top + box.height / 2, right: box.right, text: span.textContent };
            });
            return {
              top: Math.round(top!.middle - plot.top),
              bottom: Math.round(bottom!.middle - plot.bottom),
              zero: bottom!.text,
              left: Math.round(plot.left - top!.right),
            };
          }),
      (shown) => {
        ok(Math.abs(shown.top) <= 2, `the top number is ${shown.top}px from the plot's top`);
        ok(Math.abs(shown.bottom) <= 2, `the 0 is ${shown.bottom}px from the axis`);
        ok(shown.left >= 0, 'the scale overlaps the plot');
        strictEqual(shown.zero, '0');
      },
    );
  }
}
