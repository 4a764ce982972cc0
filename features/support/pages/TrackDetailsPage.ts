import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../eventually';

/** How far apart (px) the vertical centres of two things may be and still sit on one line. */
const SAME_LINE_PX = 8;

/** A track's own page (`/music-details/{id}`) and the track rows that lead to it. */
export class TrackDetailsPage {
  constructor(readonly page: Page) {}

  private details() {
    return this.page.locator('.app-track-details');
  }

  private searchRow(title: string) {
    return this.page.locator('.app-catalog-search-results li.app-catalog-track', {
      has: this.page.locator('.app-catalog-track-title', { hasText: new RegExp(`^${escape(title)}$`) }),
    });
  }

  async openFromSearchResults(title: string): Promise<void> {
    await this.page.locator('.app-catalog-search-results').getByRole('link', { name: title, exact: true }).click();
  }

  async expectTitleLeadsTo(title: string, path: string): Promise<void> {
    const link = this.page.locator('.app-catalog-search-results').getByRole('link', { name: title, exact: true });
    await eventually(
      async () => ((await link.count()) > 0 ? link.getAttribute('href') : null),
      (href) => strictEqual(href, path),
    );
  }

  async expectHeading(title: string, otherTitle: string, musician: string): Promise<void> {
    const read = async () => ({
      title: (await this.details().getByRole('heading', { level: 1 }).textContent())?.trim(),
      other: (await this.details().locator('.app-track-details-other-title').textContent())?.trim(),
      musician: (await this.details().locator('.app-track-details-musician').textContent())?.trim(),
    });
    await eventually(read, (shown) => deepStrictEqual(shown, { title, other: otherTitle, musician }));
  }

  async expectDescription(text: string): Promise<void> {
    await eventually(
      () => this.details().locator('.app-track-details-description').textContent(),
      (shown) => strictEqual(shown?.trim(), text),
    );
  }

  async expectFacts(genre: string, keywords: string[], duration: string): Promise<void> {
    const read = async () => ({
      genre: (await this.details().locator('.app-track-details-genre').allTextContents()).map((text) => text.trim()),
      keywords: (await this.details().locator('.app-track-details-keywords a').allTextContents()).map((text) => text.trim()),
      duration: (await this.details().locator('.app-track-details-duration').textContent())?.trim(),
    });
    await eventually(read, (shown) => deepStrictEqual(shown, { genre: [genre], keywords, duration }));
  }

  /** What the provider heard in the audio, as the facts list shows it. */
  async expectSound(tempo: string, key: string, loudness: string): Promise<void> {
    const read = async () => ({
      tempo: (await this.details().locator('.app-track-details-tempo').textContent())?.trim(),
      key: (await this.details().locator('.app-track-details-key').textContent())?.trim(),
      loudness: (await this.details().locator('.app-track-details-loudness').textContent())?.trim(),
    });
    await eventually(read, (shown) => deepStrictEqual(shown, { tempo, key, loudness }));
  }

  private similar() {
    return this.details().locator('.app-track-details-similar');
  }

  /** The "More like this" list: how many tracks, and the first one's title and musician. */
  async expectSimilar(count: number, title: string, musician: string): Promise<void> {
    const rows = this.similar().getByRole('listitem');
    await eventually(
      async () => ({
        count: await rows.count(),
        first: (await rows.count()) > 0 ? (await rows.first().innerText()).split('\n').slice(0, 2) : [],
      }),
      (shown) => deepStrictEqual(shown, { count, first: [title, musician] }),
    );
  }

  async pressInSimilar(label: string): Promise<void> {
    await this.similar().getByRole('button', { name: label, exact: true }).click();
  }

  async followKey(label: string): Promise<void> {
    await this.details().locator('.app-track-details-key').getByRole('link', { name: label, exact: true }).click();
  }

  async expectStats(plays: string, likes: string): Promise<void> {
    const read = async () => ({
      plays: (await this.details().locator('.app-track-details-plays').textContent())?.trim(),
      likes: (await this.details().locator('.app-track-details-likes').textContent())?.trim(),
    });
    await eventually(read, (shown) => deepStrictEqual(shown, { plays, likes }));
  }

  /** Buttons of the page, by their accessible names, each shown and usable. */
  async expectOffers(labels: string[]): Promise<void> {
    for (const label of labels) {
      const button = this.details().getByRole('button', { name: label, exact: true });
      await button.waitFor();
      ok(await button.isEnabled(), `${label} is disabled`);
    }
  }

  async expectNotOffered(label: string): Promise<void> {
    await eventually(
      () => this.details().getByRole('button', { name: label, exact: true }).count(),
      (count) => strictEqual(count, 0),
    );
  }

  async press(label: string): Promise<void> {
    await this.details().getByRole('button', { name: label, exact: true }).click();
  }

  async followChip(chip: 'genre' | 'keyword', label: string): Promise<void> {
    const where = this.details().locator(chip === 'genre' ? '.app-track-details-genre-list' : '.app-track-details-keywords');
    await where.getByRole('link', { name: label, exact: true }).click();
  }

  async expectLink(label: string, path: string): Promise<void> {
    const link = this.page.getByRole('main').getByRole('link', { name: label, exact: true });
    await eventually(
      async () => ((await link.count()) > 0 ? link.getAttribute('href') : null),
      (href) => strictEqual(href, path),
    );
  }

  async followChipInRow(chip: 'genre' | 'keyword', label: string, title: string): Promise<void> {
    const chips = this.searchRow(title).locator(`.app-catalog-track-tags > a${chip === 'genre' ? ':first-child' : ':not(:first-child)'}`);
    await chips.getByText(label, { exact: true }).click();
  }

  /** The texts are visible in the row, their vertical centres on one line. */
  async expectOnOneLine(title: string, texts: string[]): Promise<void> {
    const row = this.searchRow(title);
    const boxes = () => Promise.all(texts.map((text) => visibleBox(row.getByText(text, { exact: true }).first())));
    await eventually(boxes, (shown) => expectOneLine(texts, shown));
  }

  /** Two buttons of the row (by accessible name) are visible on one line. */
  async expectButtonsOnOneLine(title: string, labels: string[]): Promise<void> {
    const row = this.searchRow(title);
    const boxes = () => Promise.all(labels.map((label) => visibleBox(row.getByRole('button', { name: label, exact: true }))));
    await eventually(boxes, (shown) => expectOneLine(labels, shown));
  }
}

type Box = { x: number; y: number; width: number; height: number } | null;

async function visibleBox(locator: Locator): Promise<Box> {
  return (await locator.isVisible()) ? locator.boundingBox() : null;
}

function expectOneLine(names: string[], boxes: Box[]): void {
  boxes.forEach((box, index) => ok(box && box.width > 0, `${names[index]} is not visible`));
  const centres = boxes.map((box) => box!.y + box!.height / 2);
  const spread = Math.max(...centres) - Math.min(...centres);
  ok(spread <= SAME_LINE_PX, `${names.join(', ')} are not on one line (centres ${centres.map((centre) => centre.toFixed(0)).join(', ')})`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
