import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { openInApp } from './openInApp';

/** The home page's gallery of album covers (each cover links to its track's shareable link). */
export class HomeGalleryPage {
  constructor(readonly page: Page) {}

  private coverLink(title: string) {
    return this.page.locator('.app-catalog-gallery a', { has: this.page.getByRole('img', { name: title, exact: true }) });
  }

  async open(): Promise<void> {
    await openInApp(this.page, '/');
    await this.page.getByRole('banner').waitFor();
  }

  /** The cover image (alt = title) is shown with the musician's name beside it. */
  async expectCover(title: string, musician: string): Promise<void> {
    const link = this.coverLink(title);
    await link.waitFor();
    await eventually(
      () => link.textContent(),
      (text) => ok(text?.includes(musician), `the cover ${title} reads ${text}`),
    );
    const image = link.getByRole('img');
    await eventually(
      () => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0),
      (loaded) => ok(loaded, `the cover of ${title} did not load`),
    );
  }

  /** The cover shows the provider's copy of that format and width (the one the browser picked by `sizes`). */
  async expectCoverCopy(title: string, format: string, width: number): Promise<void> {
    const image = this.coverLink(title).getByRole('img');
    await image.waitFor();
    let shown = '';
    await eventually(
      () => image.evaluate((node: HTMLImageElement) => (node.complete && node.naturalWidth > 0 ? node.currentSrc : '')),
      (current) => {
        ok(current, `the cover of ${title} did not load`);
        shown = current;
      },
    );
    // The file the browser picked, read again: its type and its own width in pixels.
    const copy = await this.page.evaluate(async (src) => {
      const response = await fetch(src);
      const bitmap = await createImageBitmap(await response.blob());
      return { type: response.headers.get('content-type'), width: bitmap.width };
    }, shown);
    deepStrictEqual(copy, { type: format, width }, `the cover of ${title} shows ${shown}`);
  }

  /** The covers level with the first one ask for high priority; those on the screen load at once; only later ones lazily. */
  async expectFirstRowFirst(): Promise<void> {
    const images = this.page.locator('.app-catalog-gallery').getByRole('img');
    await images.first().waitFor();
    // Rows are measured as laid out in the page's own fonts (a page served with its covers is there before them).
    await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
    const covers = await images.evaluateAll((nodes) =>
      nodes.map((node) => ({
        top: Math.round(node.getBoundingClientRect().top),
        height: Math.round(node.getBoundingClientRect().height),
        priority: node.getAttribute('fetchpriority'),
        loading: node.getAttribute('loading'),
      })),
    );
    const firstRow = covers.filter((cover) => cover.top === covers[0]!.top);
    ok(firstRow.length >= 2, `the first row holds ${firstRow.length} covers`);
    for (const [index, cover] of firstRow.entries()) strictEqual(cover.priority, 'high', `cover ${index + 1} of the first row`);
    const height = this.page.viewportSize()!.height;
    const tops = JSON.stringify(covers.map((cover) => cover.top));
    ok(
      covers.some((cover) => cover.loading === 'lazy'),
      'the later covers load lazily',
    );
    for (const [index, cover] of covers.entries()) {
      // The same HTML serves a phone and a desktop: what either shows on its first screen loads at once. A cover
      // whose top edge only peeks in (under a tenth of it, 3 px of a 1440 x 900 desktop's fourth row) is not shown
      // yet: the browser fetches a lazy image that close at once anyway.
      const shown = height - cover.top;
      if (shown >= cover.height / 10) strictEqual(cover.loading, 'eager', `cover ${index + 1} is on the screen (${tops}, ${height} px)`);
      if (cover.loading === 'lazy') ok(shown < cover.height / 10, `cover ${index + 1} is lazy but on the screen (${tops}, ${height} px)`);
    }
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
    await eventually(
      () => alert.textContent(),
      (text) => strictEqual(text?.trim(), message),
    );
  }

  async press(label: string): Promise<void> {
    await this.page.locator('.app-catalog-gallery-failure').getByRole('button', { name: label, exact: true }).click();
  }
}
