import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Dialog, Page } from 'playwright-core';
import { eventually } from '../eventually';
import { openInApp } from './openInApp';

/** The notice with the markup payload in the seed (mocks/seed/board.ts, notice 16 "Security check notice"). */
const SECURITY_NOTICE_ID = 16;

/**
 * The board: the notice list (/notice-list), one notice (/notice-detail/{id}) and the FAQ (/faq). Lists,
 * headings and buttons are found by role and by the exact texts the features give.
 */
export class BoardPage {
  /** Dialogs (alert, confirm...) the page opened: markup in a notice must never open one. */
  private readonly dialogs: string[] = [];

  constructor(readonly page: Page) {}

  private async open(path: string): Promise<void> {
    await openInApp(this.page, path);
    await this.page.getByRole('heading', { level: 1 }).first().waitFor();
  }

  // Notice list

  async openNoticeList(): Promise<void> {
    await this.open('/notice-list');
  }

  private noticeRows() {
    return this.page.locator('.app-board-notices > li');
  }

  /** The notice titles of the list, in order, once the list is shown. */
  private async noticeTitles(): Promise<string[]> {
    return (await this.noticeRows().locator('.app-board-notice-title').allTextContents()).map((text) => text.trim());
  }

  async expectNoticesStartWith(titles: string[]): Promise<void> {
    await eventually(
      () => this.noticeTitles(),
      (shown) => deepStrictEqual(shown.slice(0, titles.length), titles),
    );
  }

  /** The first notices carry the pinned tag with this text; the one after them does not. */
  async expectPinnedFirst(count: number, tag: string): Promise<void> {
    const tags = async () =>
      Promise.all((await this.noticeRows().all()).map(async (row) => (await row.locator('.app-board-pinned').allTextContents()).map((text) => text.trim())));
    await eventually(tags, (shown) => {
      for (let index = 0; index < count; index += 1) deepStrictEqual(shown[index], [tag], `row ${index + 1}`);
      deepStrictEqual(shown[count], [], `row ${count + 1}`);
    });
  }

  async goToNoticePage(page: number): Promise<void> {
    await this.page.locator('nav.app-pager').getByRole('link').getByText(String(page), { exact: true }).click();
  }

  async expectAddressPage(page: number): Promise<void> {
    await eventually(
      async () => new URL(this.page.url()).searchParams.get('page'),
      (value) => strictEqual(value, String(page)),
    );
  }

  async openNoticeFromList(title: string): Promise<void> {
    await this.openNoticeList();
    await this.page.getByRole('link', { name: title, exact: true }).click();
  }

  async pressOnNoticeList(label: string): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }

  async expectNoticeListMessage(message: string): Promise<void> {
    await this.page.locator('.app-board-page').getByText(message, { exact: true }).waitFor();
  }

  // One notice

  /**
   * Opens the notice whose text holds markup, after making anything it could run or insert leave a trace:
   * `alert` (both payloads call it) records its message in `window.__xssAlerts`, any dialog the page opens is
   * recorded and dismissed, and an observer started before the app records every script, `x` image or element
   * with an `on...` attribute ever added to the document (`window.__xssInserted`), even if removed again.
   */
  async openSecurityNotice(): Promise<void> {
    await this.page.addInitScript(() => {
      const trace = window as unknown as { __xssAlerts: string[]; __xssInserted: string[] };
      trace.__xssAlerts = [];
      trace.__xssInserted = [];
      window.alert = (message?: unknown) => {
        trace.__xssAlerts.push(String(message));
      };
      // No named local functions here: tsx would wrap them in a `__name` helper the page does not have.
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            for (const element of [node, ...node.querySelectorAll('*')]) {
              const suspicious =
                // A prerendered page's own data (`<script type="application/json">`) never runs; any other inline script would.
                (element.tagName === 'SCRIPT' && !element.hasAttribute('src') && element.getAttribute('type') !== 'application/json') ||
                (element.tagName === 'IMG' && element.getAttribute('src') === 'x') ||
                [...element.attributes].some((attribute) => attribute.name.toLowerCase().startsWith('on'));
              if (suspicious) trace.__xssInserted.push(element.outerHTML.slice(0, 120));
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    this.page.on('dialog', (dialog: Dialog) => {
      this.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await this.open(`/notice-detail/${SECURITY_NOTICE_ID}`);
  }

  async openNotice(noticeId: number): Promise<void> {
    await openInApp(this.page, `/notice-detail/${noticeId}`);
  }

  async expectNotice(title: string, line: string): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    const text = this.page.locator('article .app-board-text');
    await eventually(
      async () => ((await text.textContent()) ?? '').split('\n').map((part) => part.trim()),
      (lines) => ok(lines.includes(line), `"${line}" is not a line of ${JSON.stringify(lines)}`),
    );
    strictEqual(await text.evaluate((node) => getComputedStyle(node).whiteSpace), 'pre-line');
  }

  /**
   * No alert ran, no dialog opened, no script, `x` image or handler attribute was ever inserted, and the
   * notice's text is one text node (no element was made of it). A blocked inline handler would also be a
   * Content-Security-Policy violation, which fails the scenario in the After hook.
   */
  async expectNothingRan(): Promise<void> {
    await this.page.waitForLoadState('networkidle');
    const trace = await this.page.evaluate(() => {
      const { __xssAlerts: alerts, __xssInserted: inserted } = window as unknown as { __xssAlerts: string[]; __xssInserted: string[] };
      const text = document.querySelector('article .app-board-text');
      return {
        alerts,
        inserted,
        textNodes: text ? [...text.childNodes].map((node) => node.nodeName) : null,
        inlineScripts: document.querySelectorAll('script:not([src]):not([type="application/json"])').length,
      };
    });
    deepStrictEqual({ ...trace, dialogs: this.dialogs }, { alerts: [], inserted: [], textNodes: ['#text'], inlineScripts: 0, dialogs: [] });
  }

  async followOnNoticePage(label: string): Promise<void> {
    await this.page.getByRole('link', { name: label, exact: true }).click();
  }

  async expectNoticePageMessage(message: string): Promise<void> {
    await this.page.locator('.app-board-page').getByText(message, { exact: true }).waitFor();
  }

  // FAQ

  async openFaq(): Promise<void> {
    await this.open('/faq');
  }

  private question(question: string) {
    return this.page.getByRole('button', { name: question, exact: true });
  }

  async toggleQuestion(question: string): Promise<void> {
    await this.question(question).click();
  }

  async openQuestion(question: string): Promise<void> {
    await this.openFaq();
    await this.toggleQuestion(question);
  }

  async expectQuestion(question: string): Promise<void> {
    await this.question(question).waitFor();
  }

  /** The answer is visible, in the panel of an expanded question (`aria-expanded`, `aria-controls`). */
  async expectAnswerShown(answer: string): Promise<void> {
    const panel = this.page.getByText(answer, { exact: true });
    await panel.waitFor({ state: 'visible' });
    strictEqual(await panel.getAttribute('role'), 'region');
    const id = await panel.getAttribute('id');
    strictEqual(await this.page.locator(`button[aria-controls="${id}"]`).getAttribute('aria-expanded'), 'true');
  }

  /** The answer is no longer visible. */
  async expectAnswerHidden(answer: string): Promise<void> {
    await this.page.getByText(answer, { exact: true }).waitFor({ state: 'hidden' });
  }

  async pressOnFaq(label: string): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
  }

  async expectFaqMessage(message: string): Promise<void> {
    await this.page.locator('.app-board-page').getByText(message, { exact: true }).waitFor();
  }
}
