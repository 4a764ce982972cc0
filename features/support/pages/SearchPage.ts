import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { openInApp } from './openInApp';

export type SearchFilter = 'genre' | 'keyword' | 'tempo' | 'length' | 'key' | 'sort';

/** The music search: the box, the genre / keyword / tempo / length / key / sort filters, the results and their pager. */
export class SearchPage {
  constructor(readonly page: Page) {}

  private box() {
    return this.page.getByRole('search').getByRole('searchbox');
  }

  private results() {
    return this.page.locator('.app-catalog-search-results');
  }

  /** The filter selects, in order: genre, add keyword, tempo, length, key, sort. */
  private select(which: SearchFilter) {
    return this.page.locator('.app-catalog-search-filters select').nth({ genre: 0, keyword: 1, tempo: 2, length: 3, key: 4, sort: 5 }[which]);
  }

  /** Chooses an option of a filter by its text. */
  async chooseFilter(which: SearchFilter, label: string): Promise<void> {
    await this.select(which).selectOption({ label });
  }

  /** The option a filter shows as chosen. */
  async expectFilterReads(which: SearchFilter, label: string): Promise<void> {
    await eventually(
      () => this.select(which).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? ''),
      (shown) => strictEqual(shown, label),
    );
  }

  /** Presses one of the empty result's offers to drop a filter. */
  async loosen(label: string): Promise<void> {
    await this.results().locator('.app-catalog-looser-list').getByRole('button', { name: label, exact: true }).click();
  }

  async expectAddressLacks(name: string): Promise<void> {
    await eventually(
      async () => new URL(this.page.url()).searchParams.has(name),
      (present) => strictEqual(present, false, `the address still carries ${name}`),
    );
  }

  async open(query = ''): Promise<void> {
    await openInApp(this.page, `/search-details${query}`);
    await this.box().waitFor();
  }

  /** Types into the search box and waits until the address carries the search (after the debounce). */
  async search(text: string): Promise<void> {
    await this.open();
    await this.box().pressSequentially(text, { delay: 20 });
    await eventually(
      async () => new URL(this.page.url()).searchParams.get('q'),
      (q) => strictEqual(q, text),
    );
  }

  async chooseGenre(label: string): Promise<void> {
    await this.select('genre').selectOption({ label });
  }

  async chooseSort(label: string): Promise<void> {
    await this.select('sort').selectOption({ label });
  }

  async goToPage(label: string): Promise<void> {
    await this.page.locator('nav.app-pager').getByRole('link', { name: label, exact: true }).click();
  }

  async press(label: string): Promise<void> {
    await this.results().getByRole('button', { name: label, exact: true }).click();
  }

  titles(): Promise<string[]> {
    return this.results().locator('.app-catalog-track-title').allTextContents();
  }

  async expectTitles(titles: string[]): Promise<void> {
    await eventually(
      () => this.titles(),
      (shown) => deepStrictEqual(shown, titles),
    );
  }

  async expectIncludes(title: string, musician: string): Promise<void> {
    const row = this.results().locator('li', { has: this.page.locator('.app-catalog-track-title', { hasText: new RegExp(`^${escape(title)}$`) }) });
    await eventually(
      () => row.first().textContent(),
      (text) => ok(text?.includes(musician), `the row ${title} reads ${text}`),
    );
  }

  async expectFirst(title: string): Promise<void> {
    await eventually(
      () => this.titles(),
      (shown) => strictEqual(shown[0], title),
    );
  }

  /** The note above the results when they are for the closest terms, not the words as typed. */
  async expectClosestMatchNote(note: string): Promise<void> {
    await eventually(
      () => this.results().locator('.app-catalog-search-closest').textContent(),
      (text) => strictEqual(text?.trim(), note),
    );
  }

  async expectTotal(total: string): Promise<void> {
    await eventually(
      () => this.results().locator('.app-catalog-search-total').textContent(),
      (text) => strictEqual(text?.trim(), total),
    );
  }

  /** Every result row shows this genre (as its genre tag). */
  async expectAllInGenre(genre: string): Promise<void> {
    await eventually(
      () => this.results().locator('.app-catalog-track-tags .bp6-tag:first-child').allTextContents(),
      (genres) => {
        ok(genres.length > 0, 'no results');
        deepStrictEqual([...new Set(genres.map((text) => text.trim()))], [genre]);
      },
    );
  }

  async expectAddressParam(name: string, value: string): Promise<void> {
    await eventually(
      async () => new URL(this.page.url()).searchParams.get(name),
      (actual) => strictEqual(actual, value),
    );
  }

  async expectEmptyState(message: string): Promise<void> {
    await this.results().getByRole('heading', { name: message, exact: true }).waitFor();
  }

  async expectFailure(message: string): Promise<void> {
    await eventually(
      () => this.results().getByRole('alert').textContent(),
      (text) => strictEqual(text?.trim(), message),
    );
  }

  /** The options a filter select offers, without its first "all genres" / "add a keyword" entry. */
  async filterOptions(which: 'genre' | 'keyword'): Promise<string[]> {
    const texts = await this.select(which).locator('option').allTextContents();
    // The order only: a keyword's count of the results ("Calm (3)") is left out.
    return texts.slice(1).map((text) => text.trim().replace(/ \(\d+\)$/, ''));
  }

  async expectFilterOptions(which: 'genre' | 'keyword', expected: string[], { first = false } = {}): Promise<void> {
    await eventually(
      () => this.filterOptions(which),
      (options) => deepStrictEqual(first ? options.slice(0, expected.length) : options, expected),
    );
  }

  /** The order the sort select shows. */
  async expectSort(label: string): Promise<void> {
    await eventually(
      () => this.select('sort').evaluate((node: HTMLSelectElement) => node.selectedOptions[0]?.textContent ?? ''),
      (text) => strictEqual(text, label),
    );
  }

  /** The first titles of the results, in order. */
  async expectFirstTitles(titles: string[]): Promise<void> {
    await eventually(
      () => this.titles(),
      (shown) => deepStrictEqual(shown.slice(0, titles.length), titles),
    );
  }

  /** The button above the result rows ("Play all", or "Play the first 100 tracks" for a larger result). */
  async pressAboveResults(label: string): Promise<void> {
    await this.results().locator('.app-catalog-track-list-actions').getByRole('button', { name: label, exact: true }).click();
  }

  /** The result row at `position` (1-based). */
  row(position: number) {
    return this.results()
      .locator('.app-catalog-track-rows > li')
      .nth(position - 1);
  }

  /**
   * Scrolls the row at `position` to a third of the window's height (as far as the page allows); answers the
   * window's scroll position and where the row then is from the top of the window.
   */
  async scrollToRow(position: number): Promise<{ scrollY: number; rowTop: number }> {
    await this.row(position).waitFor();
    await eventually(
      () => this.results().getAttribute('aria-busy'),
      (busy) => strictEqual(busy, 'false'),
    );
    return this.row(position).evaluate((row) => {
      // A third of the window down: clear of the header, so the click that follows needs no scrolling.
      window.scrollTo(0, row.getBoundingClientRect().top + window.scrollY - Math.round(window.innerHeight / 3));
      return { scrollY: Math.round(window.scrollY), rowTop: Math.round(row.getBoundingClientRect().top) };
    });
  }

  /** Where the row at `position` is from the top of the window, in pixels. */
  rowTop(position: number): Promise<number> {
    return this.row(position).evaluate((row) => Math.round(row.getBoundingClientRect().top));
  }

  /** Follows the musician link of the row at `position`. */
  async openMusicianOfRow(position: number): Promise<void> {
    await this.row(position).locator('.app-catalog-track-musician').click();
    await this.page.locator('.app-musicians-details-page h1').waitFor();
  }

  /** Follows the musician link of the row titled `title`. */
  async openMusicianOf(title: string): Promise<void> {
    const row = this.results().locator('li', { has: this.page.locator('.app-catalog-track-title', { hasText: new RegExp(`^${escape(title)}$`) }) });
    await row.first().locator('.app-catalog-track-musician').click();
    await this.page.locator('.app-musicians-details-page h1').waitFor();
  }

  /** The window is scrolled as it was left, the row at `position` where it was (within a pixel or two). */
  async expectRowWhereLeft(position: number, left: { scrollY: number; rowTop: number }): Promise<void> {
    await eventually(
      async () => ({ top: await this.rowTop(position), scrollY: await this.page.evaluate(() => Math.round(window.scrollY)) }),
      (shown) => {
        ok(left.scrollY > 0, 'the page was not scrolled when left');
        ok(Math.abs(shown.scrollY - left.scrollY) <= 2, `scrolled to ${shown.scrollY}, left at ${left.scrollY}`);
        ok(Math.abs(shown.top - left.rowTop) <= 2, `row ${position} is ${shown.top}px from the top, was ${left.rowTop}px`);
      },
    );
  }

  async expectAddress(pathAndQuery: string): Promise<void> {
    await eventually(
      async () => {
        const url = new URL(this.page.url());
        return decodeURIComponent(url.pathname + url.search);
      },
      (shown) => strictEqual(shown, pathAndQuery),
    );
  }

  /** The box, the genre, the keyword chips and the sort as the page shows them. */
  async expectRestored(query: string, genre: string, keyword: string, sort: string): Promise<void> {
    await eventually(
      async () => ({
        query: await this.box().inputValue(),
        genre: await this.select('genre').evaluate((node: HTMLSelectElement) => node.selectedOptions[0]?.textContent ?? ''),
        keywords: (await this.page.locator('.app-catalog-keyword-chips button').allTextContents()).map((text) => text.trim().replace(/ · \d+$/, '')),
        sort: await this.select('sort').evaluate((node: HTMLSelectElement) => node.selectedOptions[0]?.textContent ?? ''),
      }),
      (shown) => deepStrictEqual(shown, { query, genre, keywords: [keyword], sort }),
    );
  }

  /** Waits for the results, then scrolls the window to the bottom of the page (where the pager is). */
  async scrollToBottom(): Promise<void> {
    await this.row(1).waitFor();
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }

  /** The results' heading (the total) has the focus and sits just below the sticky header. */
  async expectHeadingFocusedAtTop(total: string): Promise<void> {
    await eventually(
      () =>
        this.page.evaluate(() => {
          const active = document.activeElement;
          const header = document.querySelector('.app-header')!.getBoundingClientRect().bottom;
          return {
            focused: active?.matches('.app-catalog-search-results h2') ? active.textContent?.trim() : `${active?.tagName} ${active?.textContent?.trim()}`,
            belowHeader: active ? Math.round(active.getBoundingClientRect().top - header) : -1,
          };
        }),
      (shown) => {
        strictEqual(shown.focused, total);
        ok(shown.belowHeader >= 0 && shown.belowHeader <= 24, `the heading is ${shown.belowHeader}px below the header`);
      },
    );
  }

  /** The result row at `position` is inside the window. */
  async expectRowInView(position: number): Promise<void> {
    await eventually(
      () =>
        this.row(position).evaluate((row) => ({
          top: Math.round(row.getBoundingClientRect().top),
          bottom: Math.round(row.getBoundingClientRect().bottom),
          height: window.innerHeight,
        })),
      (shown) => ok(shown.top >= 0 && shown.bottom <= shown.height, `row ${position} is at ${shown.top}..${shown.bottom} of a ${shown.height}px window`),
    );
  }

  /** The texts the "add a keyword" select offers, counts included. */
  keywordOptionTexts(): Promise<string[]> {
    return this.select('keyword').locator('option').allTextContents();
  }

  /** Adds the keyword whose option reads `label` followed by its count. */
  async addKeyword(label: string): Promise<void> {
    const text = (await this.keywordOptionTexts()).find((option) => option.replace(/ \(\d+\)$/, '') === label);
    ok(text !== undefined, `no keyword ${label} is offered`);
    await this.select('keyword').selectOption({ label: text });
  }

  async expectKeywordChips(texts: string[]): Promise<void> {
    await eventually(
      async () => (await this.page.locator('.app-catalog-keyword-chips button').allTextContents()).map((text) => text.trim()),
      (shown) => deepStrictEqual(shown, texts),
    );
  }

  /** The empty result's explanation under its heading. */
  async expectEmptyHint(hint: string): Promise<void> {
    await eventually(
      () => this.results().locator('.bp6-non-ideal-state').innerText(),
      (text) => ok(text.includes(hint), `the empty result reads ${text}`),
    );
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
