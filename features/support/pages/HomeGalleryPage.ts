import { ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';

/** The home page's gallery of album covers (each cover links to its track's shareable link). */
export class HomeGalleryPage {
  constructor(readonly page: Page) {}

  private coverLink(title: string) {
    return this.page.locator('.app-catalog-gallery a', { has: this.page.getByRole('img', { name: title, exact: true }) });
  }

  async open(): Promise<void> {
    await this.page.goto('/');
    await this.page.getByRole('banner').waitFor();
  }

  /** The cover image (alt = title) is shown with the musician's name beside it. */
  async expectCover(title: string, musician: string): Promise<void> {
    const link = this.coverLink(title);
    await link.waitFor();
    await eventually(() => link.textContent(), (text) => ok(text?.includes(musician), `the cover ${title} reads ${text}`));
    const image = link.getByRole('img');
    await eventually(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0), (loaded) => ok(loaded, `the cover of ${title} did not load`));
  }

  async expectCoverLeadsTo(title: string, path: string): Promise<void> {
    strictEqual(await this.coverLink(title).getAttribute('href'), path);
  }

  async followCover(title: string): Promise<void> {
    await this.coverLink(title).click();
  }

  /** A cover's play button (named "Play <title>"), pressed where it shows: on the cover, without hovering first. */
  async pressPlay(label: string): Promise<void> {
    const button = this.page.locator('.app-catalog-gallery').getByRole('button', { name: label, exact: true });
    await button.waitFor();
    ok(await button.isVisible(), `${label} should show without hovering`);
    await button.click({ trial: true });
    await button.click();
  }

  async expectPlayButton(label: string): Promise<void> {
    await this.page.locator('.app-catalog-gallery').getByRole('button', { name: label, exact: true }).waitFor();
  }

  async expectFailure(message: string): Promise<void> {
    const alert = this.page.locator('.app-catalog-gallery-failure').getByRole('alert');
    await eventually(() => alert.textContent(), (text) => strictEqual(text?.trim(), message));
  }

  async press(label: string): Promise<void> {
    await this.page.locator('.app-catalog-gallery-failure').getByRole('button', { name: label, exact: true }).click();
  }
}
