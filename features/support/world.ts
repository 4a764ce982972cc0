import { setWorldConstructor, World } from '@cucumber/cucumber';
import type { BrowserContext, Page } from 'playwright-core';
import { currentEnvironment, fixServerClock, liveBrowser } from './environment';
import { closeScenarioPage, openScenarioPage } from './keptContext';
import { AppPage } from './pages/AppPage';

/** How long the screenshot of a failed scenario may take (a hung browser would otherwise hold the After hook). */
const SCREENSHOT_TIMEOUT_MS = 10_000;

/**
 * Per scenario: the worker's browser tab, emptied since the scenario before (Korean locale; keptContext.ts), and the
 * problems it recorded.
 */
export class CueWorld extends World {
  context?: BrowserContext;
  page?: Page;
  /** Page errors, console errors and requests that left localhost; any of them fails the scenario. */
  readonly problems: string[] = [];
  /** Problems a scenario provokes on purpose (an injected server failure logs a console error, say). */
  readonly expectedProblems: RegExp[] = [];
  /** Where a scenario left the window scrolled, and a row in it, before navigating away (to compare after Back). */
  scrolledTo?: { scrollY: number; rowTop: number };
  #app?: AppPage;
  /** The scenario fixed the clock: its context cannot take the fake clock out again, so it is not kept. */
  #clockFixed = false;

  /** Opens the scenario's tab; `fresh` asks for a context no scenario has used before (`@fresh-context`). */
  async openBrowserContext(fresh = false): Promise<void> {
    const { server } = currentEnvironment();
    this.page = await openScenarioPage(await liveBrowser(), server.url, this.problems, fresh);
    this.context = this.page.context();
    this.#app = new AppPage(this.page);
  }

  /**
   * Fixes now at an instant for the provider and the page (`Date`; timers keep running) until the scenario ends. Call
   * it before any login: tokens are issued on the provider's clock.
   */
  async fixClock(instant: number): Promise<void> {
    if (!this.context) throw new Error('No browser context: the Before hook did not run.');
    fixServerClock(instant);
    this.#clockFixed = true;
    await this.context.clock.setFixedTime(instant);
  }

  /** Helpers for the app's shared parts: header, language control, side navigation. */
  get app(): AppPage {
    if (!this.#app) throw new Error('No browser page: the Before hook did not run.');
    return this.#app;
  }

  /** Declares that problems matching the pattern are part of the scenario, not a defect. */
  expectProblems(pattern: RegExp): void {
    this.expectedProblems.push(pattern);
  }

  /** What was recorded and not expected. */
  unexpectedProblems(): string[] {
    return this.problems.filter((problem) => !this.expectedProblems.some((pattern) => pattern.test(problem)));
  }

  /**
   * Whether the scenario's browser is still the worker's live one; after a crash or in a hang it is not, and asking
   * has just launched a new one (a hung one killed first).
   */
  async browserSurvived(): Promise<boolean> {
    const browser = this.context?.browser();
    return !!browser && browser === (await liveBrowser());
  }

  /** Attaches a screenshot of the page to the report, or why there is none (the browser crashed or hangs). */
  async attachScreenshot(): Promise<void> {
    if (!this.page) return;
    try {
      this.attach(await this.page.screenshot({ fullPage: true, timeout: SCREENSHOT_TIMEOUT_MS }), 'image/png');
    } catch (error) {
      this.attach(`No screenshot: ${(error as Error).message}`, 'text/plain');
    }
  }

  /**
   * Ends the scenario's use of its context: emptied and kept for the next scenario when this one passed and left the
   * clock alone, else closed; nothing to do when its browser is gone (the next scenario launches another).
   */
  async closeBrowserContext(passed: boolean): Promise<void> {
    if (this.page) await closeScenarioPage(this.page, new URL(currentEnvironment().server.url).origin, passed && !this.#clockFixed);
  }
}

setWorldConstructor(CueWorld);
