import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openInApp, reloadInApp } from '../../features/support/pages/openInApp';
import type { Language } from '../../src/lib/i18n/languages';
import { textsFor, type JourneyTexts } from './journeyTexts';

/** How long a journey waits for what the user is waiting for (a page, an answer, an upload). */
export const STEP_TIMEOUT_MS = 15_000;

/** Stands for a title in a translated template, to read titles back out of accessible names. */
const PLACEHOLDER = '\u0000';

/** `m:ss` as seconds. */
const secondsOf = (clock: string) => {
  const [minutes = 0, seconds = 0] = clock.trim().split(':').map(Number);
  return minutes * 60 + seconds;
};

/**
 * What every journey does with the app's shared parts (header, language control, side navigation, login
 * form, player), found the way a user finds them: by role, label and visible text in the chosen language.
 */
export class JourneyApp {
  /** The app's texts in the journey's language. */
  readonly t: JourneyTexts;

  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {
    this.t = textsFor(language);
  }

  header(): Locator {
    return this.page.getByRole('banner');
  }

  navigation(): Locator {
    return this.page.getByRole('navigation', { name: this.t('nav:label') });
  }

  main(): Locator {
    return this.page.getByRole('main');
  }

  /** The page's one level-1 heading reads exactly this. */
  async expectHeading(text: string): Promise<void> {
    await this.main().getByRole('heading', { level: 1, name: text, exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
  }

  /** The address bar's path (and query, when given) becomes this. */
  async expectAddress(path: string): Promise<void> {
    await expect
      .poll(
        () => {
          const url = new URL(this.page.url());
          return path.includes('?') ? `${url.pathname}${url.search}` : url.pathname;
        },
        { timeout: STEP_TIMEOUT_MS },
      )
      .toBe(path);
  }

  /** Visible text somewhere in the page (a toast, a callout, a message). */
  async expectText(text: string, within: Locator = this.page.locator('body')): Promise<void> {
    await within.getByText(text, { exact: true }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  }

  /**
   * Opens a page and waits until the app has taken it over (features/support/pages/openInApp.ts): a page comes
   * rendered, and a press made before the app starts would be lost.
   */
  async open(path: string): Promise<void> {
    await openInApp(this.page, path);
  }

  /** Reloads the page, then waits until the app has taken it over. */
  async reload(): Promise<void> {
    await reloadInApp(this.page);
  }

  /** Opens the home page and picks the journey's language with the header's language control. */
  async openInLanguage(): Promise<void> {
    await this.open('/');
    // The control's own label is in the language shown before the choice: it is found by its buttons instead.
    const choice = this.t(`common:language.${this.language}`);
    const control = this.header()
      .getByRole('group')
      .filter({ has: this.page.getByRole('button', { name: choice, exact: true }) });
    await control.getByRole('button', { name: choice, exact: true }).click();
    await control.getByRole('button', { name: choice, exact: true, pressed: true }).waitFor();
    await expect.poll(() => this.page.evaluate(() => document.documentElement.lang)).toBe(this.language);
    await this.expectHeading(this.t('common:home.title'));
  }

  /**
   * Follows a link of the side navigation by its label and waits until the address is the link's: when the page is
   * already on screen (the search, from a search), its heading is no sign that the navigation has landed.
   */
  async navigateTo(label: string): Promise<void> {
    const link = this.navigation().getByRole('link', { name: label, exact: true });
    const href = await link.getAttribute('href');
    await link.click();
    if (href === null) return;
    const target = new URL(href, this.page.url());
    await expect
      .poll(
        () => {
          const url = new URL(this.page.url());
          return `${url.pathname}${url.search}`;
        },
        { timeout: STEP_TIMEOUT_MS },
      )
      .toBe(`${target.pathname}${target.search}`);
  }

  /** Presses the header's Login link and logs in with the form; waits until the header offers Logout. */
  async logInFromHeader(email: string, password: string): Promise<void> {
    await this.header()
      .getByRole('link', { name: this.t('common:header.login'), exact: true })
      .click();
    await this.logInWithForm(email, password);
  }

  /** Fills the login form already on screen and sends it; waits until the header offers Logout. */
  async logInWithForm(email: string, password: string): Promise<void> {
    await this.submitLoginForm(email, password);
    await this.header()
      .getByRole('button', { name: this.t('common:header.logout'), exact: true })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
  }

  /** Fills the login form already on screen and sends it, whatever the answer. */
  async submitLoginForm(email: string, password: string): Promise<void> {
    await this.expectHeading(this.t('login:title'));
    await this.main()
      .getByRole('textbox', { name: this.t('login:loginId.label'), exact: true })
      .fill(email);
    await this.main()
      .getByRole('textbox', { name: this.t('login:password.label'), exact: true })
      .fill(password);
    await this.main()
      .getByRole('button', { name: this.t('login:submit'), exact: true })
      .click();
  }

  /** Presses Logout in the header: the app goes home and offers Login again. */
  async logOut(): Promise<void> {
    await this.header()
      .getByRole('button', { name: this.t('common:header.logout'), exact: true })
      .click();
    await this.header()
      .getByRole('link', { name: this.t('common:header.login'), exact: true })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await this.expectAddress('/');
  }

  /** Opens Search Music from the navigation, types a query and waits for the results to match it. */
  async searchMusic(query: string): Promise<void> {
    await this.navigateTo(this.t('nav:music.search'));
    await this.expectHeading(this.t('pages:searchDetails.title'));
    const box = this.main().getByRole('searchbox', { name: this.t('catalog:search.queryLabel'), exact: true });
    await box.fill(query);
    await expect.poll(() => new URL(this.page.url()).searchParams.get('q'), { timeout: STEP_TIMEOUT_MS }).toBe(query);
    await this.main().getByText(this.t('catalog:search.refreshing'), { exact: true }).waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  }

  /** The list of search results. */
  searchResults(): Locator {
    return this.main().getByRole('list', { name: this.t('catalog:search.resultsLabel'), exact: true });
  }

  /** The titles of a track list's items, in order: each item's play (or, while it plays, pause) button is named after it. */
  trackTitles(list: Locator): Promise<string[]> {
    return this.titlesOfButtons(list, [this.t('catalog:trackList.play', { title: PLACEHOLDER }), this.t('catalog:trackList.pause', { title: PLACEHOLDER })]);
  }

  /** The titles of the musician's own track list on the profile, in order (each item's Edit button is named after it). */
  ownTrackTitles(list: Locator): Promise<string[]> {
    return this.titlesOfButtons(list, [this.t('musicianProfile:profile.editTrackLabel', { title: PLACEHOLDER })]);
  }

  /** The titles found in the accessible names of a list's item buttons, read through name templates (`Play {title}`). */
  private async titlesOfButtons(list: Locator, templates: string[]): Promise<string[]> {
    const patterns = templates.map((template) => {
      const [before = '', after = ''] = template.split(PLACEHOLDER);
      return new RegExp(`^${escape(before)}(.+)${escape(after)}$`);
    });
    const names = await list
      .getByRole('listitem')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    return names.flatMap((name) => {
      const match = patterns.map((pattern) => pattern.exec(name)).find(Boolean);
      return match ? [match[1]!] : [];
    });
  }

  /** The search results' titles once they read as expected (results update as the query is typed). */
  async expectSearchResultsInclude(title: string): Promise<void> {
    await expect.poll(() => this.trackTitles(this.searchResults()), { timeout: STEP_TIMEOUT_MS }).toContain(title);
  }

  /** The item of a track list showing this title. */
  trackItem(list: Locator, title: string): Locator {
    return list.getByRole('listitem').filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /** The bottom player. */
  player(): Locator {
    return this.page.getByRole('region', { name: this.t('player:region'), exact: true });
  }

  /**
   * The player shows this track and really plays it: its Pause button is offered, the page's audio element runs,
   * and both the element's time and the elapsed time on screen move forward.
   */
  async expectPlayerPlaying(title: string, musician: string): Promise<void> {
    const player = this.player();
    await player.getByText(title, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await player.getByRole('link', { name: musician, exact: true }).waitFor();
    await player.getByRole('button', { name: this.t('player:pause'), exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    const audio = () => this.page.evaluate(() => [...document.querySelectorAll('audio')].map((element) => ({ paused: element.paused, time: element.currentTime })));
    const first = await audio();
    expect(first).toHaveLength(1);
    expect(first[0]!.paused).toBe(false);
    await expect.poll(async () => (await audio())[0]!.time, { timeout: STEP_TIMEOUT_MS }).toBeGreaterThan(first[0]!.time + 0.5);
    const elapsed = player.getByText(/^\d+:\d\d$/).first();
    const shownBefore = secondsOf((await elapsed.textContent()) ?? '0:00');
    await expect.poll(async () => secondsOf((await elapsed.textContent()) ?? '0:00'), { timeout: STEP_TIMEOUT_MS }).toBeGreaterThan(shownBefore);
  }
}

/** A string matched literally inside a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
