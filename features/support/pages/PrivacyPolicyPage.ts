import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { openInApp } from './openInApp';

/** The most Tab presses it may take to reach a link of a page (the header, the navigation or a form come first). */
const MAX_TABS = 60;

/**
 * The privacy policy (/privacy) and the links to it: the side navigation's foot, and the guard layout (login,
 * sign-up) under its card. Headings, links and texts are found by role and by the exact texts the features give.
 */
export class PrivacyPolicyPage {
  constructor(readonly page: Page) {}

  private policy() {
    return this.page.locator('article.app-privacy-page');
  }

  private sectionHeading(title: string) {
    return this.policy().getByRole('heading', { level: 2, name: title, exact: true });
  }

  async open(): Promise<void> {
    await openInApp(this.page, '/privacy');
    await this.policy().getByRole('heading', { level: 1 }).waitFor();
  }

  /** Follows the link in the side navigation's foot (with the copyright line, outside the navigation's entries). */
  async followFromNavigationFoot(label: string): Promise<void> {
    await this.page.locator('nav.app-side-nav footer').getByRole('link', { name: label, exact: true }).click();
  }

  /** Follows the link the guard layout shows on the poster, under the card that holds the page's form. */
  async followFromUnderTheCard(label: string): Promise<void> {
    const link = this.page.locator('.app-guard__main').getByRole('link', { name: label, exact: true });
    strictEqual(await link.evaluate((element) => element.closest('.app-guard__card') === null), true, `"${label}" is inside the card`);
    await link.click();
  }

  /** One level-1 heading, then these level-2 headings in reading order: what a screen reader's heading list reads. */
  async expectHeadings(title: string, sections: string[]): Promise<void> {
    const read = async () => ({
      h1: (await this.page.getByRole('heading', { level: 1 }).allTextContents()).map((text) => text.trim()),
      h2: (await this.policy().getByRole('heading', { level: 2 }).allTextContents()).map((text) => text.trim()),
    });
    await eventually(read, (headings) => deepStrictEqual(headings, { h1: [title], h2: sections }));
  }

  /** A paragraph of the policy reads exactly this. */
  async expectParagraph(text: string): Promise<void> {
    await this.policy().locator('p').getByText(text, { exact: true }).first().waitFor();
  }

  /** The contact's address is written out as text: no link opens a mail program or another site. */
  async expectContactAddress(email: string): Promise<void> {
    await this.policy().locator('dd').getByText(email, { exact: true }).waitFor();
    const hrefs = await this.policy()
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    deepStrictEqual(
      hrefs.filter((href) => !href.startsWith('#') && !href.startsWith('/')),
      [],
    );
  }

  /** Presses Tab from the top of the page until a link reading `label` (inside `scope`, when given) has the focus. */
  async tabToLink(label: string, scope?: string): Promise<void> {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let presses = 0; presses < MAX_TABS; presses++) {
      await this.page.keyboard.press('Tab');
      const reached = await this.page.evaluate(
        ({ label, scope }) => {
          const element = document.activeElement;
          return element?.tagName === 'A' && element.textContent?.trim() === label && (!scope || element.closest(scope) !== null);
        },
        { label, scope },
      );
      if (reached) return;
    }
    throw new Error(`"${label}" was not reached within ${MAX_TABS} Tab presses`);
  }

  async tabToContentsEntry(title: string): Promise<void> {
    await this.tabToLink(title, 'nav.app-privacy-contents');
  }

  /** The section's heading is on screen, below the sticky header, and the address names the section. */
  async expectSectionInView(title: string): Promise<void> {
    const heading = this.sectionHeading(title);
    const where = () =>
      heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const header = document.querySelector('header')?.getBoundingClientRect();
        return { belowHeader: box.top >= (header?.bottom ?? 0), onScreen: box.bottom <= window.innerHeight, hash: location.hash === `#${element.id}` };
      });
    await eventually(where, (found) => deepStrictEqual(found, { belowHeader: true, onScreen: true, hash: true }));
  }

  /** Tab goes on from the section the reader is in: the next stop is the first link of that section reading `label`. */
  async expectNextTabInSection(title: string, label: string): Promise<void> {
    await this.page.keyboard.press('Tab');
    const focused = await this.page.evaluate(() => {
      const element = document.activeElement;
      return { text: element?.textContent?.trim(), section: element?.closest('section')?.querySelector('h2')?.textContent?.trim() };
    });
    deepStrictEqual(focused, { text: label, section: title });
    ok(await this.sectionHeading(title).isVisible());
  }
}
