import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { eventually } from '../eventually';
import { openInApp } from './openInApp';

/** A text of a translation file (`musicians` unless told) in the given language. */
function translation(language: string, key: string, namespace = 'musicians'): string {
  const file = join(import.meta.dirname, '../../../src/lib/i18n/locales', language, `${namespace}.json`);
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], JSON.parse(readFileSync(file, 'utf8')));
  if (typeof value !== 'string') throw new Error(`No text ${namespace}:${key} in ${language}`);
  return value;
}

/** The rel every link leaving the site must carry. */
const EXTERNAL_REL = 'noopener noreferrer';

/**
 * The musician screens: the list (/musician-list: filter, card grid, paging) and one musician's page
 * (/musician-details/{id}). Controls are found by their labels, read from the translation files in the
 * page's language.
 */
export class MusiciansPage {
  constructor(readonly page: Page) {}

  private async text(key: string, namespace?: string): Promise<string> {
    const language = await this.page.evaluate(() => document.documentElement.lang);
    return translation(language || 'ko', key, namespace);
  }

  private cards(): Locator {
    return this.page.locator('.app-musicians-grid .app-musicians-card');
  }

  private card(name: string): Locator {
    return this.cards().filter({ has: this.page.getByRole('heading', { level: 2, name, exact: true }) });
  }

  async openList(): Promise<void> {
    await openInApp(this.page, '/musician-list');
    await this.page.locator('.app-musicians-list h1').waitFor();
  }

  async openMusician(musicianId: number): Promise<void> {
    await openInApp(this.page, `/musician-details/${musicianId}`);
    await this.page.locator('.app-musicians-details-page h1').waitFor();
  }

  async nextPage(): Promise<void> {
    await this.page
      .locator('nav.app-pager')
      .getByRole('link', { name: await this.text('pager.next', 'common'), exact: true })
      .click();
  }

  async back(): Promise<void> {
    await this.page.goBack();
  }

  async forward(): Promise<void> {
    await this.page.goForward();
  }

  /** Waits until the first page of musicians is shown. */
  async waitForCards(): Promise<void> {
    await this.cards().first().waitFor();
  }

  async expectCard(name: string, intro: string, tracks: string): Promise<void> {
    const card = this.card(name);
    await card.waitFor();
    strictEqual((await card.locator('.app-musicians-card-intro').textContent())?.trim(), intro);
    strictEqual((await card.locator('.app-musicians-card-tracks').textContent())?.trim(), tracks);
  }

  async filter(search: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: await this.text('filter.label'), exact: true }).fill(search);
  }

  /** The list's count ("2 musicians") reads `results`. */
  async expectResults(results: string): Promise<void> {
    await eventually(
      () => this.page.locator('.app-musicians-results').textContent(),
      (text) => strictEqual(text?.trim(), results),
    );
  }

  async expectCardTracks(name: string, tracks: string): Promise<void> {
    await eventually(
      () => this.card(name).locator('.app-musicians-card-tracks').textContent(),
      (text) => strictEqual(text?.trim(), tracks),
    );
  }

  /** The first card's name and the pager's "Page n of m". */
  async expectFirst(name: string, position: string): Promise<void> {
    await eventually(
      async () => [
        (await this.cards().first().getByRole('heading', { level: 2 }).textContent())?.trim(),
        (await this.page.locator('.app-pager-position').textContent())?.trim(),
      ],
      (found) => deepStrictEqual(found, [name, position]),
    );
  }

  /** Types in the filter box, waits for the single matching card and opens it. */
  async findAndOpen(search: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: await this.text('filter.label'), exact: true }).fill(search);
    await eventually(
      () => this.cards().count(),
      (count) => strictEqual(count, 1),
    );
    await this.cards().first().getByRole('link').click();
    await this.page.locator('.app-musicians-details-page h1').waitFor();
  }

  async expectHeading(name: string, otherName: string): Promise<void> {
    await eventually(
      async () => [
        (await this.page.getByRole('heading', { level: 1 }).textContent())?.trim(),
        (await this.page.locator('.app-musicians-details-other-name').textContent())?.trim(),
      ],
      (found) => deepStrictEqual(found, [name, otherName]),
    );
  }

  async expectIntro(intro: string): Promise<void> {
    strictEqual((await this.page.locator('.app-musicians-details-intro').textContent())?.trim(), intro);
  }

  async expectBiographyStart(start: string): Promise<void> {
    const bio = (await this.page.locator('.app-musicians-bio').textContent()) ?? '';
    ok(bio.startsWith(start), `the biography reads "${bio}"`);
  }

  /** The contact rows as label -> value. */
  private async contacts(): Promise<Record<string, string>> {
    const terms = await this.page.locator('.app-musicians-contacts dt').allTextContents();
    const values = await this.page.locator('.app-musicians-contacts dd').allTextContents();
    return Object.fromEntries(terms.map((term, index) => [term.trim(), (values[index] ?? '').trim()]));
  }

  async expectContact(label: string, value: string): Promise<void> {
    await eventually(
      () => this.contacts(),
      (rows) => strictEqual(rows[label], value, `"${label}" in ${JSON.stringify(rows)}`),
    );
  }

  /** A contact row's link: its visible text (without the screen-reader hint), address, rel and target. */
  private async link(rowLabel: string) {
    const link = this.page
      .locator('.app-musicians-contact-row')
      .filter({ has: this.page.getByText(rowLabel, { exact: true }) })
      .locator('dd a');
    const shown = await link.evaluate((anchor) =>
      [...anchor.childNodes]
        .filter((node) => !(node instanceof Element && node.classList.contains('app-visually-hidden')))
        .map((node) => node.textContent)
        .join('')
        .trim(),
    );
    return { shown, href: await link.getAttribute('href'), rel: await link.getAttribute('rel'), target: await link.getAttribute('target') };
  }

  async expectInstagram(shown: string, href: string): Promise<void> {
    deepStrictEqual(await this.link(await this.text('details.instagram')), { shown, href, rel: EXTERNAL_REL, target: '_blank' });
  }

  async expectPortfolio(href: string): Promise<void> {
    deepStrictEqual(await this.link(await this.text('details.portfolio')), { shown: href, href, rel: EXTERNAL_REL, target: '_blank' });
  }

  /** Each row of the named track list shows its title. */
  async expectTracks(label: string, titles: string[]): Promise<void> {
    const rows = this.page.getByRole('list', { name: label, exact: true }).locator(':scope > li');
    await eventually(
      () => rows.allTextContents(),
      (texts) => {
        strictEqual(texts.length, titles.length, `rows: ${JSON.stringify(texts)}`);
        titles.forEach((title, index) => ok(texts[index]!.includes(title), `row ${index + 1} "${texts[index]}" shows "${title}"`));
      },
    );
  }

  async expectHeadingText(title: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  }

  async expectListFailure(message: string, retry: string): Promise<void> {
    await this.page.locator('.app-musicians-list').getByText(message, { exact: true }).waitFor();
    await this.page.locator('.app-musicians-list').getByRole('button', { name: retry, exact: true }).waitFor();
  }

  async pressInList(label: string): Promise<void> {
    await this.page.locator('.app-musicians-list').getByRole('button', { name: label, exact: true }).click();
  }
}
