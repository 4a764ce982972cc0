import { deepStrictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';

/**
 * How text is laid out on the open page, measured in the browser: where lines break (the line box of each
 * character, from Range.getClientRects) and whether a box's content overflows it.
 */
export class LayoutPage {
  constructor(readonly page: Page) {}

  /** A window of this width: a phone's height below 768 px, a laptop's above. */
  async useWidth(width: number): Promise<void> {
    await this.page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
  }

  /**
   * Every place in the page's main content where a line ends between two Hangul syllables, as "활동하/고"
   * (the word around the break): Korean must wrap between words only.
   */
  async koreanWordBreaks(): Promise<string[]> {
    await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
    return this.page.evaluate(() => {
      const hangul = /\p{Script=Hangul}/u;
      const root = document.querySelector('main') ?? document.body;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      const breaks: string[] = [];
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data;
        let previousBottom: number | undefined;
        for (let index = 0; index < text.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          const character = text[index]!;
          if (!rect || rect.width === 0 || !hangul.test(character)) {
            previousBottom = undefined;
            continue;
          }
          if (previousBottom !== undefined && rect.top >= previousBottom - 1) {
            const start = text.lastIndexOf(' ', index) + 1;
            const end = text.indexOf(' ', index);
            breaks.push(`${text.slice(start, index)}/${text.slice(index, end === -1 ? undefined : end)}`);
          }
          previousBottom = rect.bottom;
        }
      }
      return breaks;
    });
  }

  /** Waits until the page's main content has laid out `text`, then expects no Korean word split over two lines. */
  async expectKoreanWrapsBetweenWords(text: string): Promise<void> {
    await this.page.locator('main').getByText(text).first().waitFor();
    await eventually(
      () => this.koreanWordBreaks(),
      (breaks) => deepStrictEqual(breaks, []),
    );
  }

  /**
   * The (innermost) element showing `text` (a link or a value), its box, and the page: none is wider than what
   * holds it, and `text`'s lines, when it wraps, as shown.
   */
  async measure(text: string) {
    const element = this.page.locator('main').getByText(text).first();
    await element.waitFor();
    return element.evaluate((target) => {
      const box = target.closest('dd, p, li, td') ?? target.parentElement!;
      // Every text of the element (an address may be split at its break opportunities), not what only screen readers get.
      const walker = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      const lines: string[] = [];
      let top: number | undefined;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('.app-visually-hidden')) continue;
        for (let index = 0; index < node.data.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (lines.length === 0 || (rect && top !== undefined && rect.top > top + 1)) lines.push('');
          lines.push(`${lines.pop()}${node.data[index]}`);
          if (rect) top = rect.top;
        }
      }
      // No helper functions in here: the test build names them with a helper the page does not have.
      const [inner, outer] = [target.getBoundingClientRect(), box.getBoundingClientRect()];
      return {
        fitsItsBox: box.scrollWidth <= box.clientWidth && inner.left >= outer.left - 0.5 && inner.right <= outer.right + 0.5,
        fitsTheWindow: target.getBoundingClientRect().right <= document.documentElement.clientWidth,
        pageScrollsSideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        lines,
      };
    });
  }

  /** `text` stays within its box and the window, and the page does not scroll sideways. */
  async expectFits(text: string): Promise<void> {
    await eventually(
      () => this.measure(text),
      ({ fitsItsBox, fitsTheWindow, pageScrollsSideways }) =>
        deepStrictEqual({ fitsItsBox, fitsTheWindow, pageScrollsSideways }, { fitsItsBox: true, fitsTheWindow: true, pageScrollsSideways: false }),
    );
  }

  /** `text` is shown on these lines (one line: not wrapped). */
  async expectLines(text: string, lines: string[]): Promise<void> {
    await eventually(
      () => this.measure(text),
      (measured) => deepStrictEqual(measured.lines, lines),
    );
  }
}
