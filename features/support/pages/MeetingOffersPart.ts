import { strictEqual } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** The "1:1 meetings" part of a composer's page or a shortlist (src/features/meetings/offer). */
export class MeetingOffersPart {
  constructor(readonly page: Page) {}

  /** The part headed `title`. */
  part(title: string): Locator {
    return this.page.locator('.app-meetings-offers').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async expectOffers(title: string, ask: string): Promise<void> {
    await this.part(title).getByRole('link', { name: ask, exact: true }).waitFor();
  }

  async follow(ask: string): Promise<void> {
    await this.page.locator('.app-meetings-offers').getByRole('link', { name: ask, exact: true }).click();
  }

  async expectSaysWithoutAsking(title: string, text: string): Promise<void> {
    const part = this.part(title);
    await part.getByText(text, { exact: true }).waitFor();
    strictEqual(await part.locator('.app-meetings-offer a').count(), 0, 'the part still offers a request');
  }

  /** No meetings part once the page's own reads are done (the musician's tracks are shown). */
  async expectNone(title: string): Promise<void> {
    await this.page.locator('.app-musicians-details .app-catalog-track').first().waitFor();
    await this.page.waitForLoadState('networkidle');
    strictEqual(await this.part(title).count(), 0, `the page shows a "${title}" part`);
  }
}
