import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The interface languages the checks run in. */
export type Language = 'ko' | 'en';
export const LANGUAGES: readonly Language[] = ['ko', 'en'];

/** Who looks at the page: nobody logged in, or one of the README's demo accounts. */
export type Visitor = 'anonymous' | 'user' | 'musician' | 'newmusician';

/** Logins of the demo accounts (README; password `cue-connect-1`). */
export const DEMO_LOGINS: Record<Exclude<Visitor, 'anonymous'>, string> = {
  user: 'user@cue.test',
  musician: 'musician@cue.test',
  newmusician: 'newmusician@cue.test',
};
/** A musician still waiting for approval: logging in answers "approval pending" and no tokens. */
export const PENDING_LOGIN = 'pending@cue.test';
export const DEMO_PASSWORD = 'cue-connect-1';

/** A wide window (side navigation beside the page) and a phone (navigation in a drawer, below 768 px). */
export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
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
}

/** A text of the app's translation files (`src/i18n/locales/{language}/{namespace}.json`), by its dotted key. */
export function uiText(language: Language, namespace: string, key: string): string {
  const file = join(import.meta.dirname, '../../src/i18n/locales', language, `${namespace}.json`);
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
  return { page, options: full };
}

/** The context every check's tab opens in: the server's origin, a fixed time zone. */
export function newSharedContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, locale: 'ko-KR', timezoneId: 'UTC' });
}

/** How a check names who looked: `en, musician, dark, phone`. */
export function describeVisit({ language, visitor, theme, viewport }: Required<VisitOptions>): string {
  return [language, visitor === 'anonymous' ? 'logged out' : `logged in as ${DEMO_LOGINS[visitor]}`, theme, viewport].join(', ');
}
