import { strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';

/** The offer a first visit gets from a browser that prefers another language (src/lib/i18n/LanguageOffer.tsx). */
export class LanguageOfferPage {
  constructor(readonly page: Page) {}

  private offer() {
    return this.page.locator('.app-language-offer');
  }

  /** The browser's preferred languages (`navigator.languages`, and `Accept-Language` on every request). */
  async preferLanguages(languages: readonly string[]): Promise<void> {
    await this.page.setExtraHTTPHeaders({ 'Accept-Language': languages.join(',') });
    // A script as text: the test runner's transpiler would name the getters with a helper the page lacks.
    const list = JSON.stringify(languages);
    await this.page.addInitScript({
      content: `Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get() { return ${list}; } });
        Object.defineProperty(Navigator.prototype, 'language', { configurable: true, get() { return ${list}[0]; } });`,
    });
  }

  async expectOffer(message: string, accept: string, dismiss: string): Promise<void> {
    const read = async () => ({
      message: (await this.offer().locator('.app-language-offer-message').textContent())?.trim(),
      buttons: (await this.offer().getByRole('button').allTextContents()).map((text) => text.trim()),
    });
    await eventually(read, (shown) => strictEqual(JSON.stringify(shown), JSON.stringify({ message, buttons: [accept, dismiss] })));
  }

  /**
   * The layout shifts the page has had (the browser's layout-shift entries, those after the visitor's own input
   * left out), added up as Lighthouse's CLS does for one window: the offer appears after hydration, so it must float
   * rather than push the page down.
   */
  async layoutShift(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const observer = new PerformanceObserver((list) => {
            observer.disconnect();
            resolve(
              list
                .getEntries()
                .map((entry) => entry as PerformanceEntry & { value: number; hadRecentInput: boolean })
                .filter((entry) => !entry.hadRecentInput)
                .reduce((sum, entry) => sum + entry.value, 0),
            );
          });
          observer.observe({ type: 'layout-shift', buffered: true });
          // No entry at all: the observer is never called.
          setTimeout(() => {
            observer.disconnect();
            resolve(0);
          }, 1000);
        }),
    );
  }

  async press(label: string): Promise<void> {
    await this.offer().getByRole('button', { name: label, exact: true }).click();
  }

  /** No offer: the app has rendered its shell after hydration (the offer comes with the first client render). */
  async expectNone(): Promise<void> {
    await this.page.locator('.app-language-switcher').first().waitFor();
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    strictEqual(await this.offer().count(), 0);
  }
}
