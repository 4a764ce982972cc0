import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';

/** The language control's buttons, by the language's English name used in the features. */
const LANGUAGE_BUTTONS: Record<string, string> = { Korean: '한국어', English: 'English', 한국어: '한국어' };

/** The parts every page of the main layout shares: header, language control and side navigation. */
export class AppPage {
  constructor(readonly page: Page) {}

  private header() {
    return this.page.getByRole('banner');
  }

  private sideNavigation() {
    return this.page.getByRole('navigation');
  }

  /** Opens a path of the app and waits for the layout to be shown. */
  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.sideNavigation().waitFor();
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.sideNavigation().waitFor();
  }

  /** Presses a button of the language control ("Korean", "English" or a button's own label). */
  async chooseLanguage(language: string): Promise<void> {
    const label = LANGUAGE_BUTTONS[language] ?? language;
    await this.header().getByRole('button', { name: label, exact: true }).click();
  }

  async expectWordmark(wordmark: string): Promise<void> {
    const logo = this.header().getByRole('link', { name: wordmark, exact: true });
    await eventually(() => logo.textContent().then((text) => text ?? ''), (text) => strictEqual(text.trim(), wordmark));
  }

  /** The group titles and links of the side navigation, in reading order. */
  async expectSideNavigation(entries: string[]): Promise<void> {
    const items = this.sideNavigation().locator('.app-side-nav__group, .app-side-nav__link');
    await eventually(() => items.allTextContents(), (texts) => deepStrictEqual(texts.map((text) => text.trim()), entries));
  }
}
