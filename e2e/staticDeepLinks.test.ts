import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStaticAppBuilt } from '../features/support/appBuild';
import { closeContext, RelaunchingBrowser } from '../features/support/browser';
import { guardContext } from '../features/support/guards';
import type { Language } from '../src/lib/i18n/languages';
import { DESKTOP_VIEWPORT } from './support/journeyEnvironment';
import { textsFor } from './support/journeyTexts';
import { startPagesLikeHost, startPythonHost, type PlainHost } from './support/plainStaticHosts';

/**
 * Issue 16, item 8: every shared link works on a plain static host. `dist-static/` (the mock provider in the
 * browser's service worker) is served by hosts that know no rewrites: a GitHub-Pages-like host (a file, a
 * folder's index.html, else 404.html with status 404) and Python's `http.server` (no 404 page at all, so only
 * the prerendered routes). Each link is opened in a fresh browser, as someone who was sent it, and the test
 * waits for what that person sees: the page's heading and its content from the service-worker mock.
 */

/** Seed data (mocks/seed, deterministic): musician 1 and its track 1, the pinned notice. */
const SEED = {
  musician: { ko: '한도윤', en: 'Doyun Han' },
  track: { ko: '새벽의 추격', en: 'Chase at Dawn' },
  notice: { ko: '2026 영화음악 매칭 프로그램 참가 작곡가 모집', en: 'Call for composers: 2026 Film Music Matching Program' },
  round: { ko: '2026 영화음악 매칭 프로그램', en: '2026 Film Music Matching Program' },
} as const;

interface DeepLink {
  kind: string;
  /** The address sent around; `{token}` is a share link's token made in the test. */
  path: string;
  /** Whether the build has a real file for it (a prerendered route) rather than the 404.html fallback. */
  prerendered: boolean;
  heading(language: Language): string;
  content(language: Language): string;
}

const LINKS: DeepLink[] = [
  {
    kind: 'a search',
    path: '/search-details?q=chase',
    prerendered: true,
    heading: (language) => textsFor(language)('pages:searchDetails.title'),
    content: (language) => SEED.track[language],
  },
  {
    kind: 'a musician',
    path: '/musician-details/1',
    prerendered: false,
    heading: (language) => SEED.musician[language],
    content: (language) => SEED.track[language],
  },
  {
    kind: 'a track',
    path: '/music-details/1',
    prerendered: false,
    heading: (language) => SEED.track[language],
    content: (language) => SEED.musician[language],
  },
  {
    // The static build's mock keeps its store in the page (msw runs the handlers in the page that asked), so a
    // share link made in one page load is unknown to the next: the page says so, with the mock's 404 answer.
    kind: 'a shared shortlist',
    path: '/s/{token}',
    prerendered: false,
    heading: (language) => textsFor(language)('sharedShortlist:notFound.title'),
    content: (language) => textsFor(language)('sharedShortlist:notFound.description'),
  },
  {
    kind: 'the matching program',
    path: '/program',
    prerendered: true,
    heading: (language) => SEED.round[language],
    content: (language) => textsFor(language)('program:takePart.title'),
  },
  {
    kind: 'the notice list',
    path: '/notice-list',
    prerendered: true,
    heading: (language) => textsFor(language)('board:notices.heading'),
    content: (language) => SEED.notice[language],
  },
];

const LANGUAGES: Language[] = ['ko', 'en'];

/** English as a visitor who chose it: the stored language and the cookie beside it (a static host ignores both). */
async function chooseLanguage(context: BrowserContext, url: string, language: Language): Promise<void> {
  if (language === 'ko') return;
  await context.addCookies([{ name: 'cue-lang', value: language, url }]);
  await context.addInitScript((chosen) => {
    // A new tab's first document (about:blank) has no storage of its own.
    if (!location.protocol.startsWith('http')) return;
    if (localStorage.getItem('language') === null) localStorage.setItem('language', chosen);
  }, language);
}

/**
 * Makes a share link through the service-worker mock, in a page of the same browser (the app registers the
 * worker on its first load): the demo user's list with two tracks, shared for 7 days. Answers its token.
 */
async function makeShareLink(page: Page, hostUrl: string): Promise<string> {
  await page.goto(hostUrl);
  // The page is prerendered: its heading shows before the app has started the mock, so wait until the mock answers.
  await expect.poll(() => page.evaluate(async () => (await fetch('/api/v1/genres')).status), { timeout: 30_000, interval: 250 }).toBe(200);
  return page.evaluate(async () => {
    const call = async (method: string, path: string, token: string | undefined, body?: unknown) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return ((await response.json()) as { data: Record<string, unknown> }).data;
    };
    const { accessToken } = (await call('POST', '/api/v1/user/login', undefined, { login: 'user@cue.test', password: 'cue-connect-1' })) as { accessToken: string };
    const { shortlistId } = (await call('POST', '/api/v1/shortlists', accessToken, { name: 'Night chase temp' })) as { shortlistId: number };
    for (const musicFileId of [2, 1]) await call('POST', `/api/v1/shortlists/${shortlistId}/tracks`, accessToken, { musicFileId });
    const { token } = (await call('PUT', `/api/v1/shortlists/${shortlistId}/share`, accessToken, { expiry: 'DAYS_7' })) as { token: string };
    return token;
  });
}

interface Opened {
  status: number | undefined;
  heading: string;
  problems: string[];
}

/** Opens `link` in a fresh browser context, as its recipient, and reads what they see once it has loaded. */
async function openAsRecipient(browser: Browser, host: PlainHost, link: DeepLink, language: Language): Promise<Opened> {
  const context = await browser.newContext({ baseURL: host.url, locale: 'ko-KR', timezoneId: 'UTC', viewport: DESKTOP_VIEWPORT });
  try {
    const problems: string[] = [];
    await guardContext(context, problems);
    await chooseLanguage(context, host.url, language);
    let path = link.path;
    if (path.includes('{token}')) {
      const maker = await context.newPage();
      path = path.replace('{token}', await makeShareLink(maker, host.url));
      await maker.close();
    }
    const page = await context.newPage();
    const response = await page.goto(path);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: link.heading(language), exact: true }).waitFor({ timeout: 30_000 });
    await main.getByText(link.content(language), { exact: true }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return {
      status: response?.status(),
      heading: (await main.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '',
      problems,
    };
  } finally {
    await closeContext(context);
  }
}

/**
 * A dynamic route answered by 404.html has status 404, which Chromium logs as a failed resource for the
 * document itself: that line is the host's doing, the expected answer of a fallback page, not the app's.
 */
const isFallbackDocument404 = (problem: string, host: PlainHost) =>
  problem.startsWith('console error: Failed to load resource: the server responded with a status of 404') && problem.includes(`(${host.url}/`);

describe('deep links on a static host that knows no rewrites (dist-static/, service-worker mock)', () => {
  let pagesHost: PlainHost;
  let pythonHost: PlainHost;
  /** One browser, launched again before a test when the last one crashed, was disconnected or hangs. */
  let browsers: RelaunchingBrowser;

  beforeAll(async () => {
    const outdir = await ensureStaticAppBuilt();
    [pagesHost, pythonHost, browsers] = await Promise.all([startPagesLikeHost(outdir), startPythonHost(outdir), RelaunchingBrowser.launch()]);
  }, 180_000);

  afterAll(async () => {
    await browsers?.close();
    await pagesHost?.close();
    await pythonHost?.close();
  });

  describe('a GitHub-Pages-like host: real files for prerendered routes, 404.html for the others', () => {
    for (const language of LANGUAGES) {
      for (const link of LINKS) {
        it(`opens ${link.kind} (${link.path}) in ${language}`, async () => {
          const opened = await openAsRecipient(await browsers.live(), pagesHost, link, language);
          expect(opened.heading).toBe(link.heading(language));
          expect(opened.status).toBe(link.prerendered ? 200 : 404);
          expect(opened.problems.filter((problem) => !(!link.prerendered && isFallbackDocument404(problem, pagesHost)))).toEqual([]);
        }, 90_000);
      }
    }
  });

  describe("Python's http.server: the prerendered routes are real files", () => {
    for (const link of LINKS.filter((candidate) => candidate.prerendered)) {
      it(`opens ${link.kind} (${link.path}) in ko`, async () => {
        const opened = await openAsRecipient(await browsers.live(), pythonHost, link, 'ko');
        expect(opened.heading).toBe(link.heading('ko'));
        expect(opened.status).toBe(200);
        expect(opened.problems).toEqual([]);
      }, 90_000);
    }
  });
});
