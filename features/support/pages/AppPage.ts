import { deepStrictEqual, ok, strictEqual } from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { eventually } from '../eventually';
import { openInApp, reloadInApp } from './openInApp';

/** The language control's buttons, by the language's English name used in the features. */
const LANGUAGE_BUTTONS: Record<string, string> = { Korean: '한국어', English: 'English', 한국어: '한국어' };

/** Demo accounts (README), by the role the features give them. */
export const DEMO_ACCOUNTS = { musician: 'musician@cue.test', 'general user': 'user@cue.test' } as const;
export type DemoRole = keyof typeof DEMO_ACCOUNTS;
export const DEMO_PASSWORD = 'cue-connect-1';

/** Phone-sized window used by the features (below the 768 px breakpoint). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
/** Desktop window used where a feature compares layouts (the width the screenshots use). */
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

/**
 * The parts every page shares: the header (logo, language control, dark-mode switch, Login/Logout) and the
 * session. The side navigation has its own helper (NavigationPage).
 */
export class AppPage {
  constructor(readonly page: Page) {}

  header() {
    return this.page.getByRole('banner');
  }

  /** Opens a path of the app and waits for a layout's header. */
  async open(path = '/'): Promise<void> {
    await openInApp(this.page, path);
    await this.header().waitFor();
  }

  async reload(): Promise<void> {
    await reloadInApp(this.page);
    await this.header().waitFor();
  }

  /** Switches to a phone-sized window (the navigation becomes a drawer). */
  async usePhone(): Promise<void> {
    await this.page.setViewportSize(PHONE_VIEWPORT);
  }

  /** A phone (390 px) or a desktop (1440 px) window, by the name the features give it. */
  async useScreen(screen: string): Promise<void> {
    if (screen !== 'phone' && screen !== 'desktop') throw new Error(`Unknown screen ${screen}: use phone or desktop.`);
    await this.page.setViewportSize(screen === 'phone' ? PHONE_VIEWPORT : DESKTOP_VIEWPORT);
  }

  /**
   * Logs a demo account in as the app would: the login call through the API, both tokens in localStorage,
   * then a reload so the app starts with the session.
   */
  async logIn(role: DemoRole): Promise<void> {
    const response = await this.page.request.post('/api/v1/user/login', {
      data: { login: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD },
    });
    ok(response.ok(), `login of ${role} answered ${response.status()}`);
    const { data } = (await response.json()) as { data: { accessToken: string; refreshToken: string } };
    await this.page.evaluate((tokens) => {
      localStorage.setItem('accessToken', tokens.accessToken);
      localStorage.setItem('refreshToken', tokens.refreshToken);
    }, data);
    await this.reload();
  }

  /** Presses a button of the language control ("Korean", "English" or a button's own label). */
  async chooseLanguage(language: string): Promise<void> {
    const label = LANGUAGE_BUTTONS[language] ?? language;
    await this.header().getByRole('button', { name: label, exact: true }).click();
  }

  /** Exactly one language button is pressed, and it is this one. */
  async expectCurrentLanguage(label: string): Promise<void> {
    const pressed = this.header().locator('[role="group"] button[aria-pressed="true"]');
    await eventually(
      () => pressed.allTextContents(),
      (texts) =>
        deepStrictEqual(
          texts.map((text) => text.trim()),
          [label],
        ),
    );
  }

  /** The language control's buttons read these labels, in this order. */
  async expectLanguageButtons(labels: string[]): Promise<void> {
    const buttons = this.header().locator('[role="group"] button');
    await eventually(
      () => buttons.allTextContents(),
      (texts) =>
        deepStrictEqual(
          texts.map((text) => text.trim()),
          labels,
        ),
    );
  }

  /** `<html lang>`: the language browsers and screen readers read the page in. */
  async expectDocumentLanguage(code: string): Promise<void> {
    await eventually(
      () => this.page.evaluate(() => document.documentElement.lang),
      (lang) => strictEqual(lang, code),
    );
  }

  async expectWordmark(wordmark: string): Promise<void> {
    const logo = this.header().getByRole('link', { name: wordmark, exact: true });
    await eventually(
      () => logo.textContent().then((text) => text ?? ''),
      (text) => strictEqual(text.trim(), wordmark),
    );
  }

  async followLogo(name: string): Promise<void> {
    await this.header().getByRole('link', { name, exact: true }).click();
  }

  /** A link or button of the header, by its accessible name. */
  private headerAction(label: string) {
    const header = this.header();
    return header.getByRole('link', { name: label, exact: true }).or(header.getByRole('button', { name: label, exact: true }));
  }

  async expectHeaderOffers(label: string): Promise<void> {
    await this.headerAction(label).waitFor();
  }

  async pressInHeader(label: string): Promise<void> {
    await this.headerAction(label).click();
  }

  /** The path of the address bar (without query or hash). */
  async expectAddress(path: string): Promise<void> {
    await eventually(
      async () => new URL(this.page.url()).pathname,
      (pathname) => strictEqual(pathname, path),
    );
  }

  async pressKey(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  /** The system's appearance (prefers-color-scheme), before or after the page is open. */
  async emulateSystemAppearance(appearance: 'light' | 'dark'): Promise<void> {
    await this.page.emulateMedia({ colorScheme: appearance });
  }

  /** Flips the dark-mode switch in the header to on or off. */
  async setDarkMode(on: boolean): Promise<void> {
    const toggle = this.header().getByRole('switch');
    if ((await toggle.isChecked()) === on) throw new Error(`dark mode is already ${on ? 'on' : 'off'}`);
    // Blueprint draws the switch over a hidden checkbox: the visitor clicks the drawn switch (the label).
    await this.header()
      .locator('label', { has: this.page.getByRole('switch') })
      .click();
    await eventually(
      () => toggle.isChecked(),
      (checked) => strictEqual(checked, on),
    );
  }

  /** Blueprint's dark class and the page's colour scheme agree with the theme, and the page looks it. */
  async expectTheme(theme: 'light' | 'dark'): Promise<void> {
    const read = () =>
      this.page.evaluate(() => {
        const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number) as [number, number, number];
        return {
          darkClass: document.body.classList.contains('bp6-dark'),
          colorScheme: document.documentElement.style.colorScheme,
          looksDark: (r + g + b) / 3 < 128,
        };
      });
    const dark = theme === 'dark';
    await eventually(read, (state) => deepStrictEqual(state, { darkClass: dark, colorScheme: theme, looksDark: dark }));
  }
}
