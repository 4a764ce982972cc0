import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AXE_SOURCE } from './a11yAxe';
import { trackRequests } from './a11ySettle';
import { closeContext, RelaunchingBrowser } from '../../features/support/browser';
import { LANGUAGE_COOKIE } from '../../src/lib/i18n/languageCookie';
import { probeHydration } from './hydrationProbe';

/** The interface languages the checks run in. */
export type Language = 'ko' | 'en';
export const LANGUAGES: readonly Language[] = ['ko', 'en'];

/** Who looks at the page: nobody logged in, or one of the README's demo accounts. */
export type Visitor = 'anonymous' | 'user' | 'musician' | 'newmusician' | 'admin';

/** Logins of the demo accounts (README; password `cue-connect-1`). */
export const DEMO_LOGINS: Record<Exclude<Visitor, 'anonymous'>, string> = {
  user: 'user@cue.test',
  musician: 'musician@cue.test',
  newmusician: 'newmusician@cue.test',
  admin: 'admin@cue.test',
};
export const DEMO_PASSWORD = 'cue-connect-1';

/** A wide window (side navigation beside the page) and a phone (navigation in a drawer, below 768 px). */
export const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface VisitOptions {
  visitor: Visitor;
  language: Language;
  theme?: 'light' | 'dark';
  viewport?: ViewportName;
  /**
   * A musician without a profile meets "Musician Registration Approved" once; by default it counts as seen,
   * so route checks look at the route. False leaves it to show.
   */
  approvalSeen?: boolean;
}

export interface Visit {
  page: Page;
  options: Required<VisitOptions>;
  /**
   * What the tab wrote to its console as errors and warnings (React's hydration warnings among them) and its
   * uncaught errors, since the caller last emptied it. Kept only by the tabs of a {@link createVisitPool}.
   */
  consoleLines: string[];
}

/** A text of the app's translation files (`src/lib/i18n/locales/{language}/{namespace}.json`), by its dotted key. */
export function uiText(language: Language, namespace: string, key: string): string {
  const file = join(import.meta.dirname, '../../src/lib/i18n/locales', language, `${namespace}.json`);
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], JSON.parse(readFileSync(file, 'utf8')));
  if (typeof value !== 'string') throw new Error(`No text ${namespace}:${key} in ${language}`);
  return value;
}

interface Session {
  accessToken: string;
  refreshToken: string;
  userId: number;
}

/** Logs a demo account in through the public API, as a test harness would; answers its tokens and user id. */
export async function logInByApi(baseUrl: string, login: string): Promise<Session> {
  const response = await fetch(`${baseUrl}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${login} answered ${response.status}: ${await response.text()}`);
  const { accessToken, refreshToken } = ((await response.json()) as { data: { accessToken: string; refreshToken: string } }).data;
  const me = await fetch(`${baseUrl}/api/v1/my/profile`, { headers: { authorization: `Bearer ${accessToken}` } });
  const { userId } = ((await me.json()) as { data: { userId: number } }).data;
  return { accessToken, refreshToken, userId };
}

/**
 * A new tab for one check, in a context shared by all checks (so the app's hashed, immutable assets come from
 * the browser's cache after the first load). Before the app starts, the tab's localStorage is emptied and
 * seeded with the language, the theme and (for a demo account) a fresh session; this happens once per tab,
 * so what the app changes later is kept on reloads.
 */
export async function openVisit(context: BrowserContext, baseUrl: string, options: VisitOptions): Promise<Visit> {
  const full: Required<VisitOptions> = {
    visitor: options.visitor,
    language: options.language,
    theme: options.theme ?? 'light',
    viewport: options.viewport ?? 'desktop',
    approvalSeen: options.approvalSeen ?? true,
  };
  const session = full.visitor === 'anonymous' ? undefined : await logInByApi(baseUrl, DEMO_LOGINS[full.visitor]);
  const page = await context.newPage();
  trackRequests(page);
  await page.setViewportSize(VIEWPORTS[full.viewport]);
  await page.emulateMedia({ colorScheme: full.theme });
  await page.addInitScript(
    ({ language, theme, session, approvalSeen }) => {
      if (sessionStorage.getItem('a11y:seeded')) return;
      sessionStorage.setItem('a11y:seeded', '1');
      localStorage.clear();
      localStorage.setItem('language', language);
      localStorage.setItem('theme', theme);
      if (session) {
        localStorage.setItem('accessToken', session.accessToken);
        localStorage.setItem('refreshToken', session.refreshToken);
        if (approvalSeen) localStorage.setItem('musicianApprovalShown', JSON.stringify([session.userId]));
      }
    },
    { language: full.language, theme: full.theme, session, approvalSeen: full.approvalSeen },
  );
  return { page, options: full, consoleLines: [] };
}

/** The context every check's tab opens in: the server's origin, a fixed time zone. */
export function newSharedContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, locale: 'ko-KR', timezoneId: 'UTC' });
}

/**
 * The context a suite's tests share ({@link newSharedContext}), opened again in a new browser when the browser
 * crashed, was disconnected or hangs: take it with `live()` at the start of each test, so a crash fails only the
 * test it happened in.
 */
export class SharedContext {
  readonly #browsers: RelaunchingBrowser;
  readonly #baseUrl: string;
  #context?: BrowserContext;

  constructor(browsers: RelaunchingBrowser, baseUrl: string) {
    this.#browsers = browsers;
    this.#baseUrl = baseUrl;
  }

  async live(): Promise<BrowserContext> {
    const browser = await this.#browsers.live();
    if (this.#context?.browser() !== browser) this.#context = await newSharedContext(browser, this.#baseUrl);
    return this.#context;
  }
}

/** How a check names who looked: `en, musician, dark, phone`. */
export function describeVisit({ language, visitor, theme, viewport }: Required<VisitOptions>): string {
  return [language, visitor === 'anonymous' ? 'logged out' : `logged in as ${DEMO_LOGINS[visitor]}`, theme, viewport].join(', ');
}

/** Everything that makes two visits look at the app the same way (and so share a tab). */
const sessionKey = (options: Required<VisitOptions>) => [options.visitor, options.language, options.theme, options.viewport, options.approvalSeen].join('|');

/** Visits that share tabs: see {@link createVisitPool}. */
export interface VisitPool {
  /** The tab for these options, with a session the server still knows; the caller navigates it. */
  visit(options: VisitOptions): Promise<Visit>;
  /** Tells the pool the server's store went back to the seed: the sessions it handed out are gone. */
  storeReset(): void;
  close(): Promise<void>;
}

/**
 * One browser context and one tab per way of looking at the app (visitor, language, theme, viewport),
 * reused by every check that looks that way: the app's assets come from the context's cache, axe-core and the
 * hydration probe are registered once per tab (the DevTools protocol puts them into each document the tab loads,
 * before the app), the tab's console is recorded,
 * and a demo account logs in once per tab, again only after the server's store was reset. One tab is open
 * at a time; checks that share a way of looking should run one after the other. With `fixedTime`, every page's
 * `Date` answers that moment. Given a {@link RelaunchingBrowser},
 * a visit after a crash or a hang opens its tab in a new browser.
 */
export function createVisitPool(browsers: Browser | RelaunchingBrowser, baseUrl: string, { fixedTime }: { fixedTime?: number } = {}): VisitPool {
  let generation = 0;
  let current: { key: string; context: BrowserContext; visit: Visit; generation: number } | undefined;

  async function open(browser: Browser, full: Required<VisitOptions>): Promise<Visit> {
    const session = full.visitor === 'anonymous' ? undefined : await logInByApi(baseUrl, DEMO_LOGINS[full.visitor]);
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'ko-KR', timezoneId: 'UTC', viewport: VIEWPORTS[full.viewport], colorScheme: full.theme });
    // As a returning visitor's: the server answers the page in the chosen language from the first byte.
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: full.language, url: baseUrl }]);
    // `Date` answers one moment in every page, timers still run (the server's clock is fixed to the same one).
    if (fixedTime !== undefined) await context.clock.setFixedTime(fixedTime);
    await context.addInitScript(
      ({ language, theme, session, approvalSeen }) => {
        if (localStorage.getItem('a11y:seeded')) return;
        localStorage.clear();
        localStorage.setItem('a11y:seeded', '1');
        localStorage.setItem('language', language);
        localStorage.setItem('theme', theme);
        if (session) {
          localStorage.setItem('accessToken', session.accessToken);
          localStorage.setItem('refreshToken', session.refreshToken);
          if (approvalSeen) localStorage.setItem('musicianApprovalShown', JSON.stringify([session.userId]));
        }
      },
      { language: full.language, theme: full.theme, session, approvalSeen: full.approvalSeen },
    );
    await context.addInitScript({ content: AXE_SOURCE });
    // Each document's prerendered markup as received, to tell a hydration from a client render.
    await probeHydration(context);
    const page = await context.newPage();
    const consoleLines: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleLines.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleLines.push(`page error: ${error.message}`));
    // A check may leave a form with unsaved changes: the next check's navigation leaves it without asking.
    page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
    trackRequests(page);
    current = { key: sessionKey(full), context, visit: { page, options: full, consoleLines }, generation };
    return current.visit;
  }

  /** The store was reset since this tab logged in: a fresh login goes into its storage before the next load. */
  async function renewLogin(): Promise<void> {
    const { visit } = current!;
    if (visit.options.visitor !== 'anonymous') {
      const session = await logInByApi(baseUrl, DEMO_LOGINS[visit.options.visitor]);
      await visit.page.evaluate(({ accessToken, refreshToken }) => {
        localStorage.setItem('accessToken', accessToken);
        localStorage.setItem('refreshToken', refreshToken);
      }, session);
    }
    current!.generation = generation;
  }

  return {
    async visit(options) {
      const full: Required<VisitOptions> = {
        visitor: options.visitor,
        language: options.language,
        theme: options.theme ?? 'light',
        viewport: options.viewport ?? 'desktop',
        approvalSeen: options.approvalSeen ?? true,
      };
      const browser = browsers instanceof RelaunchingBrowser ? await browsers.live() : browsers;
      // A tab of a browser that crashed or hung is gone with it.
      if (current && current.context.browser() !== browser) current = undefined;
      if (current?.key === sessionKey(full)) {
        if (current.generation !== generation) await renewLogin();
        return current.visit;
      }
      if (current) await closeContext(current.context);
      current = undefined;
      return open(browser, full);
    },
    storeReset() {
      generation += 1;
    },
    async close() {
      if (current) await closeContext(current.context);
      current = undefined;
    },
  };
}

/** The order that lets a {@link VisitPool} reuse its tab most: by the way of looking, then as given. */
export function byVisitSession<T extends { options: VisitOptions }>(items: T[]): T[] {
  const key = (item: T) =>
    [item.options.visitor, item.options.language, item.options.theme ?? 'light', item.options.viewport ?? 'desktop', item.options.approvalSeen ?? true].join('|');
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => key(a.item).localeCompare(key(b.item)) || a.index - b.index)
    .map(({ item }) => item);
}
