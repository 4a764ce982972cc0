import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { chunkOf } from './BuiltApp';
import { mockApi } from './MockApi';
import { openInApp } from './openInApp';

/** The languages of the features, by their English names. */
const LANGUAGE_CODES: Record<string, string> = { Korean: 'ko', English: 'en' };

/** Page modules by the names the features give them. */
const PAGE_MODULES: Record<string, string> = { FAQ: 'src/app/routes/faq.tsx', 'Notice list': 'src/app/routes/noticeList.tsx' };

/**
 * The app shell around every page: the page-not-found and error screens, the global loading overlay,
 * toasts, the document title. Storage is seeded once per tab (a later reload keeps what the app changed).
 */
export class ShellPage {
  constructor(readonly page: Page) {}

  /** Before the first load: the interface language and, optionally, a logged-in session. */
  async prepare({ language, session }: { language: string; session?: { accessToken: string; refreshToken: string } }): Promise<void> {
    const code = LANGUAGE_CODES[language];
    if (!code) throw new Error(`Unknown language ${language}: use ${Object.keys(LANGUAGE_CODES).join(' or ')}.`);
    await this.page.addInitScript(
      ({ code, session }) => {
        if (sessionStorage.getItem('features:seeded')) return;
        sessionStorage.setItem('features:seeded', '1');
        localStorage.setItem('language', code);
        if (session) {
          localStorage.setItem('accessToken', session.accessToken);
          localStorage.setItem('refreshToken', session.refreshToken);
        }
      },
      { code, session },
    );
  }

  /** Logs a demo account in through the API and keeps its tokens for the page, as the app would. */
  async prepareLoggedIn(language: string, login = 'user@cue.test'): Promise<void> {
    await this.prepare({ language, session: await mockApi.login(login) });
  }

  /** Opens an address and waits for the app to show something (a layout, or an error screen; not the hidden `<link rel="preload">` React puts first in a prerendered root). */
  async open(path: string): Promise<void> {
    await openInApp(this.page, path);
  }

  /** The named page's code cannot be downloaded (the request fails as if the connection dropped). */
  async breakPageCode(pageName: string): Promise<void> {
    const module = PAGE_MODULES[pageName];
    if (!module) throw new Error(`Unknown page ${pageName}: use ${Object.keys(PAGE_MODULES).join(', ')}.`);
    const chunk = await chunkOf(module);
    await this.page.route(`**/assets/${chunk}`, (route) => route.abort('internetdisconnected'));
  }

  /** Lets every page's code download again. */
  async restorePageCode(): Promise<void> {
    await this.page.unrouteAll({ behavior: 'wait' });
  }

  async expectNotFoundScreen(title: string): Promise<void> {
    const heading = this.page.locator('.app-not-found').getByRole('heading', { level: 4 });
    await eventually(
      () => heading.textContent(),
      (text) => strictEqual(text?.trim(), title),
    );
  }

  async expectDocumentTitle(title: string): Promise<void> {
    await eventually(
      () => this.page.title(),
      (text) => strictEqual(text, title),
    );
  }

  /** Follows a link or presses a button, by its label. */
  async press(label: string): Promise<void> {
    const link = this.page.getByRole('link', { name: label, exact: true });
    await link
      .or(this.page.getByRole('button', { name: label, exact: true }))
      .first()
      .click();
  }

  async expectPageHeading(title: string): Promise<void> {
    const heading = this.page.getByRole('heading', { level: 1, name: title, exact: true });
    await heading.waitFor();
  }

  /** The label/value pairs the error screen lists (status, status text, name, message...). */
  private async errorFacts(): Promise<Record<string, string>> {
    const terms = await this.page.locator('.app-error-facts dt').allTextContents();
    const values = await this.page.locator('.app-error-facts dt + dd').allTextContents();
    return Object.fromEntries(terms.map((term, index) => [term.trim(), (values[index] ?? '').trim()]));
  }

  async expectErrorFacts(expected: Record<string, string | RegExp>): Promise<void> {
    await eventually(
      () => this.errorFacts(),
      (facts) => {
        for (const [label, value] of Object.entries(expected)) {
          const actual = facts[label];
          ok(actual !== undefined, `no "${label}" on the error screen: ${JSON.stringify(facts)}`);
          if (typeof value === 'string') strictEqual(actual, value);
          else ok(value.test(actual), `"${label}" is ${JSON.stringify(actual)}, expected to match ${value}`);
        }
      },
    );
  }

  /** The labels of the error screen's actions, in order. */
  async expectErrorActions(labels: string[]): Promise<void> {
    const actions = this.page.locator('.app-error-screen').getByRole('button').or(this.page.locator('.app-error-screen').getByRole('link'));
    await eventually(
      () => actions.allTextContents(),
      (texts) =>
        deepStrictEqual(
          texts.map((text) => text.trim()),
          labels,
        ),
    );
  }

  private loadingOverlay() {
    return this.page.locator('.app-global-loading[role="status"][aria-busy="true"]');
  }

  /** The dimmed full-screen overlay with the 60 px spinner is on top of the page. */
  async expectLoadingOverlay(): Promise<void> {
    const overlay = this.loadingOverlay();
    await overlay.waitFor({ state: 'visible' });
    const look = await overlay.evaluate((node) => {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      const svg = node.querySelector('svg');
      return {
        zIndex: style.zIndex,
        dimmed: style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent',
        coversViewport: box.width >= innerWidth && box.height >= innerHeight,
        spinner: svg?.getAttribute('width'),
      };
    });
    deepStrictEqual(look, { zIndex: '2000', dimmed: true, coversViewport: true, spinner: '60' });
  }

  async expectNoLoadingOverlay(): Promise<void> {
    await this.loadingOverlay().waitFor({ state: 'detached', timeout: 10_000 });
  }

  /** A toast (Blueprint's alert region) says exactly this, once. */
  async expectToast(message: string): Promise<void> {
    const toasts = this.page.getByRole('alert');
    await eventually(
      () => toasts.allTextContents(),
      (texts) => deepStrictEqual(texts.filter((text) => text.trim() === message).length, 1),
    );
  }
}
