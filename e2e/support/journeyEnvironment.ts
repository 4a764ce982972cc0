import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { ensureAppBuilt } from '../../features/support/appBuild';
import { RelaunchingBrowser } from '../../features/support/browser';
import { guardContext } from '../../features/support/guards';
import { prepareTestFiles } from '../../features/support/testFiles';
import { createMockControlClient, type MockControlClient } from '../../mocks/control/client';
import { startMockServer, type MockServer } from '../../mocks/server/startMockServer';

/** Desktop window of the journeys (the side navigation is always shown at this width). */
export const DESKTOP_VIEWPORT = { width: 1440, height: 900 };

/**
 * One built app on the local mock server and one Chromium, shared by the journeys of a test file. The browser is
 * launched again when a journey finds it crashed, disconnected or hung: a crash fails only the journey it happened in.
 */
export interface JourneyEnvironment {
  server: MockServer;
  /** The browser of the running journey (the one {@link openJourneySession} checked or launched again). */
  readonly browser: Browser;
  browsers: RelaunchingBrowser;
  /** The mock-only control: reset between journeys, and the administrator's approval. */
  control: MockControlClient;
  /** The one moment the server and every page live at, when the journeys run at a fixed time ({@link startJourneyEnvironment}). */
  fixedTime: number | undefined;
  close(): Promise<void>;
}

/**
 * Builds the app when dist/ is stale, starts the local server (in memory) and Debian's Chromium. With `fixedTime`,
 * the server's clock and every page's `Date` answer that moment (timers still run), whatever the day the journeys run:
 * for journeys through the seed's dated records (the matching program's round and its windows).
 */
export async function startJourneyEnvironment({ fixedTime }: { fixedTime?: number } = {}): Promise<JourneyEnvironment> {
  await ensureAppBuilt();
  const server = await startMockServer({ port: 0, staticDir: 'dist', ...(fixedTime === undefined ? {} : { clock: { now: () => fixedTime } }) });
  const browsers = await RelaunchingBrowser.launch();
  await prepareTestFiles(browsers.current);
  return {
    server,
    browsers,
    get browser() {
      return browsers.current;
    },
    control: createMockControlClient({ baseUrl: server.url }),
    fixedTime,
    async close() {
      await browsers.close();
      await server.close();
    },
  };
}

/** A fresh browser window for one journey, and what went wrong in it that the user would not see. */
export interface JourneySession {
  context: BrowserContext;
  page: Page;
  /** Page errors, console errors, requests that left localhost and Content-Security-Policy violations (guardContext). */
  problems: string[];
  /** Declares problems the journey provokes on purpose (the browser logs a refused login as a console error). */
  allow(pattern: RegExp): void;
  /** What was recorded and not allowed: a journey ends with none. */
  unexpectedProblems(): string[];
}

/** Where a failed journey leaves a screenshot of the page as it was. */
export const FAILURE_SCREENSHOTS = 'reports/journeys';

/** How long the screenshot of a failed journey may take (a hung browser would otherwise hold the test's end). */
const SCREENSHOT_TIMEOUT_MS = 10_000;

/**
 * A new browser context (empty storage, Korean browser locale, fixed time zone, desktop size) with the
 * guards of the Gherkin specs, after the mock store went back to its seed, in a browser launched again first if
 * the last one crashed or hangs. Call it inside the test: when the test fails, the page is saved to
 * `reports/journeys/<name>.png` (unless its browser is gone, which is then replaced for the next test).
 */
export async function openJourneySession(environment: JourneyEnvironment, name: string): Promise<JourneySession> {
  await environment.control.reset();
  return openJourneyWindow(environment, name);
}

/**
 * Another person's browser window in the running journey: a new context like {@link openJourneySession}'s (its own
 * storage, so its own login and language), without resetting the store, saved to `reports/journeys/<name>.png`
 * when the test fails.
 */
export async function openJourneyWindow(environment: JourneyEnvironment, name: string): Promise<JourneySession> {
  const browser = await environment.browsers.live();
  const context = await browser.newContext({
    baseURL: environment.server.url,
    locale: 'ko-KR',
    timezoneId: 'UTC',
    viewport: DESKTOP_VIEWPORT,
    // Dialogs open in place (the app honours reduced motion): a click while one still zooms in can land beside
    // its target under load, which once left the leave dialog's checkbox unticked in CI.
    reducedMotion: 'reduce',
  });
  if (environment.fixedTime !== undefined) await context.clock.setFixedTime(environment.fixedTime);
  const problems: string[] = [];
  await guardContext(context, problems);
  const page = await context.newPage();
  onTestFailed(async () => {
    // A browser that crashed or hangs leaves nothing to photograph: it is replaced at once (a hung one killed).
    if (page.isClosed() || (await environment.browsers.live()) !== browser) return;
    await mkdir(FAILURE_SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${FAILURE_SCREENSHOTS}/${name}.png`, timeout: SCREENSHOT_TIMEOUT_MS });
  });
  const allowed: RegExp[] = [];
  return {
    context,
    page,
    problems,
    allow: (pattern) => allowed.push(pattern),
    unexpectedProblems: () => problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem))),
  };
}
