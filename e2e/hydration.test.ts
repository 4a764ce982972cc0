import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAppBuilt } from '../features/support/appBuild';
import { closeContext, RelaunchingBrowser } from '../features/support/browser';
import { guardContext } from '../features/support/guards';
import { startMockServer, type MockServer } from '../mocks/server/startMockServer';
import type { Language } from '../src/lib/i18n/languages';
import { HYDRATION_PROBLEM, probeHydration, readHydration } from './support/hydrationProbe';
import { DESKTOP_VIEWPORT } from './support/journeyEnvironment';
import { shareDemoShortlist } from './support/sharedShortlistFixture';

/**
 * Issue 16: the browser hydrates prerendered HTML without a hydration warning or mismatch. The default build
 * (`dist/`) on the local server, which answers each page with the file of the visitor's language (the `cue-lang`
 * cookie). That every public route hydrates, in both languages, logged out and in, on a desktop and a phone, is
 * checked on the accessibility crawl's own loads (e2e/accessibility.test.ts, the checks with `hydrates`); here
 * are the pages' finer points: the home covers, the pages the server renders with their content, the ids of
 * `useId`, a form's focus after hydration, and a logged-in user's likes on a page rendered for anyone.
 */

interface Visitor {
  name: string;
  language: Language;
  loggedIn: boolean;
  viewport: { width: number; height: number };
}

const VISITORS: Visitor[] = [
  { name: 'a visitor in ko', language: 'ko', loggedIn: false, viewport: DESKTOP_VIEWPORT },
  { name: 'a visitor in en', language: 'en', loggedIn: false, viewport: DESKTOP_VIEWPORT },
  { name: 'a logged-in user in ko', language: 'ko', loggedIn: true, viewport: DESKTOP_VIEWPORT },
  { name: 'a logged-in user in en', language: 'en', loggedIn: true, viewport: DESKTOP_VIEWPORT },
];

interface Session {
  accessToken: string;
  refreshToken: string;
}

/** The `data` of a GET on the API. */
async function apiData<T>(server: MockServer, path: string): Promise<T> {
  return ((await (await fetch(`${server.url}${path}`)).json()) as { data: T }).data;
}

/** A text as React writes it into HTML. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function logIn(server: MockServer): Promise<Session> {
  const response = await fetch(`${server.url}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'user@cue.test', password: 'cue-connect-1' }),
  });
  return ((await response.json()) as { data: Session }).data;
}

/**
 * A browser context as the visitor's: the language chosen (stored, and the cookie the server reads), the
 * session stored as the app keeps it, the console guarded (guardContext) and the hydration probe installed.
 */
async function openVisitor(browser: Browser, server: MockServer, visitor: Visitor, session: Session | undefined) {
  const context = await browser.newContext({ baseURL: server.url, locale: 'ko-KR', timezoneId: 'UTC', viewport: visitor.viewport });
  const problems: string[] = [];
  await guardContext(context, problems);
  await probeHydration(context);
  await context.addCookies([{ name: 'cue-lang', value: visitor.language, url: server.url }]);
  await context.addInitScript(
    ({ language, tokens }) => {
      if (!location.protocol.startsWith('http') || localStorage.getItem('language') !== null) return;
      localStorage.setItem('language', language);
      if (tokens) {
        localStorage.setItem('accessToken', tokens.accessToken);
        localStorage.setItem('refreshToken', tokens.refreshToken);
      }
    },
    { language: visitor.language, tokens: session ?? null },
  );
  // Anything the page writes to the console, warnings included (React's hydration warnings among them).
  const consoleLines: string[] = [];
  context.on('page', (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleLines.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleLines.push(`page error: ${error.message}`));
  });
  return { context, problems, consoleLines };
}

describe('prerendered pages hydrate without a mismatch (dist/ on the local server)', () => {
  let server: MockServer;
  /** One browser, launched again before a test when the last one crashed, was disconnected or hangs. */
  let browsers: RelaunchingBrowser;
  let shareToken: string;

  beforeAll(async () => {
    await ensureAppBuilt();
    server = await startMockServer({ port: 0, staticDir: 'dist' });
    browsers = await RelaunchingBrowser.launch();
    const context = await (await browsers.live()).newContext({ baseURL: server.url });
    shareToken = await shareDemoShortlist(await context.newPage());
    await context.close();
  }, 240_000);

  afterAll(async () => {
    await browsers?.close();
    await server?.close();
  });

  it('serves the home page with its covers: the first row is in the HTML at high priority, and the browser asks for no cover list', async () => {
    const { context, problems, consoleLines } = await openVisitor(await browsers.live(), server, VISITORS[0]!, undefined);
    try {
      const page = await context.newPage();
      const coverListRequests: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/v1/home/covers') coverListRequests.push(request.url());
      });
      const response = await page.goto('/');
      const html = (await response!.text()).slice(0, 400_000);
      const covers = ((await (await fetch(`${server.url}/api/v1/home/covers`)).json()) as { data: { title: { ko: string } }[] }).data;
      await page.locator('#root[data-interactive]').waitFor();
      await page.waitForLoadState('networkidle');
      const hydration = await readHydration(page);
      const shown = await page
        .locator('.app-catalog-gallery img')
        .evaluateAll((images) => images.slice(0, 7).map((image) => ({ alt: image.getAttribute('alt'), priority: image.getAttribute('fetchpriority') })));
      expect({
        firstTitleInHtml: html.includes(covers[0]!.title.ko),
        highPriorityImagesInHtml: (html.match(/<img[^>]*fetchpriority="high"/gi) ?? []).length,
        coverListRequests,
        hydrated: hydration.firstElementKept,
        hydrationWarnings: consoleLines.filter((line) => HYDRATION_PROBLEM.test(line)),
        problems: [...problems],
        firstRowPriorities: shown.map((image) => image.priority),
      }).toEqual({
        firstTitleInHtml: true,
        highPriorityImagesInHtml: Math.min(6, covers.length),
        coverListRequests: [],
        hydrated: true,
        hydrationWarnings: [],
        problems: [],
        firstRowPriorities: ['high', 'high', 'high', 'high', 'high', 'high', null].slice(0, Math.min(7, covers.length)),
      });
    } finally {
      await closeContext(context);
    }
  }, 90_000);

  /** A page `npm start`'s server renders with its content (mocks/server/livePages.ts), and a text only that content has. */
  const SERVED_WITH_CONTENT: { name: string; path: () => string; api: () => string; text: (server: MockServer) => Promise<string> }[] = [
    {
      name: 'the musician list',
      path: () => '/musician-list?page=2',
      api: () => '/api/v1/musicians',
      text: async (server) => (await apiData<{ content: { intro: { ko: string } }[] }>(server, '/api/v1/musicians?page=2&size=12&lang=ko')).content[0]!.intro.ko,
    },
    {
      name: 'a musician page',
      path: () => '/musician-details/1',
      api: () => '/api/v1/musicians/1',
      text: async (server) => (await apiData<{ bio: { ko: string } }>(server, '/api/v1/musicians/1')).bio.ko,
    },
    { name: 'a shared shortlist', path: () => `/s/${shareToken}`, api: () => `/api/v1/shared/${shareToken}`, text: () => Promise.resolve('Candidates for reel 3') },
  ];

  for (const served of SERVED_WITH_CONTENT) {
    it(`serves ${served.name} with its content, hydrates it, and the browser asks the API nothing for it`, async () => {
      const { context, problems, consoleLines } = await openVisitor(await browsers.live(), server, VISITORS[0]!, undefined);
      try {
        const page = await context.newPage();
        const contentRequests: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === served.api()) contentRequests.push(request.url());
        });
        const response = await page.goto(served.path());
        const html = await response!.text();
        const text = await served.text(server);
        await page.locator('#root[data-interactive]').waitFor();
        await page.waitForLoadState('networkidle');
        const hydration = await readHydration(page);
        expect({
          textInHtml: html.includes(escapeText(text)),
          contentRequests,
          hydrated: hydration.firstElementKept,
          hydrationWarnings: consoleLines.filter((line) => HYDRATION_PROBLEM.test(line)),
          problems: [...problems],
          textShown: await page.getByText(text).first().isVisible(),
        }).toEqual({ textInHtml: true, contentRequests: [], hydrated: true, hydrationWarnings: [], problems: [], textShown: true });
      } finally {
        await closeContext(context);
      }
    }, 90_000);
  }

  it('renders a live page once for the query it reads: a tracking tag or another spelling of its state is the same page (one ETag)', async () => {
    const etag = async (path: string) => (await fetch(new URL(path, server.url))).headers.get('ETag');
    expect({
      musician: await etag('/musician-details/1?v=8f3a&utm_source=mail'),
      list: await etag('/musician-list?size=12&utm_source=mail&page=2'),
      otherListPage: (await etag('/musician-list?page=3')) === (await etag('/musician-list?page=2')),
    }).toEqual({ musician: await etag('/musician-details/1'), list: await etag('/musician-list?page=2'), otherListPage: false });
  });

  /**
   * Pages whose markup carries ids made by `useId` (labels' `for`, `aria-labelledby`...): prerendered forms, and
   * a page the local server renders at request time. Hydration keeps the attributes the HTML came with; the
   * components compute their ids again and look elements up by them, so both must be the same.
   */
  const PAGES_WITH_IDS = [
    { name: 'the forgotten password page', path: '/forgot-password' },
    { name: 'the sign-up page', path: '/sign-up' },
    { name: 'the login page', path: '/login' },
    { name: 'the musician list rendered live', path: '/musician-list?page=2' },
  ];
  const ID_ATTRIBUTES = ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls'];

  for (const visitor of [VISITORS[0]!, VISITORS[1]!]) {
    for (const idPage of PAGES_WITH_IDS) {
      it(`hydrates ${idPage.name} (${idPage.path}) for ${visitor.name} with the ids its HTML came with: each label finds its field, and the components' ids are the HTML's`, async () => {
        const { context, problems, consoleLines } = await openVisitor(await browsers.live(), server, visitor, undefined);
        try {
          const page = await context.newPage();
          await page.goto(idPage.path);
          await page.locator('#root[data-interactive]').waitFor();
          await page.waitForLoadState('networkidle');
          const hydration = await readHydration(page);
          const ids = await page.evaluate((attributes) => {
            const root = document.getElementById('root')!;
            // React keeps the props of its last render on each element it owns: after hydration, those hold
            // the ids the components computed in the browser, while the attributes are still the HTML's.
            const propsOf = (element: Element) => {
              const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
              return key ? ((element as unknown as Record<string, Record<string, unknown>>)[key] ?? {}) : {};
            };
            const elements = [...root.querySelectorAll(attributes.map((attribute) => `[${attribute}]`).join(','))];
            const differing: string[] = [];
            let compared = 0;
            for (const element of elements) {
              const props = propsOf(element);
              for (const attribute of attributes) {
                const inDom = element.getAttribute(attribute);
                const prop = props[attribute === 'for' ? 'htmlFor' : attribute];
                if (inDom === null || typeof prop !== 'string') continue;
                compared += 1;
                if (prop !== inDom) differing.push(`<${element.tagName.toLowerCase()} ${attribute}="${inDom}">: the component's is "${prop}"`);
              }
            }
            const labelsWithoutField = [...root.querySelectorAll('label[for]')]
              .filter((label) => !document.getElementById(label.getAttribute('for')!))
              .map((label) => label.textContent?.trim());
            return { compared, differing, labelsWithoutField };
          }, ID_ATTRIBUTES);
          expect({
            hydrated: hydration.firstElementKept,
            idsCompared: ids.compared > 0,
            idsDiffering: ids.differing,
            labelsWithoutField: ids.labelsWithoutField,
            hydrationWarnings: consoleLines.filter((line) => HYDRATION_PROBLEM.test(line)),
            problems: [...problems],
          }).toEqual({ hydrated: true, idsCompared: true, idsDiffering: [], labelsWithoutField: [], hydrationWarnings: [], problems: [] });
        } finally {
          await closeContext(context);
        }
      }, 90_000);
    }

    it(`moves the focus to the email field when ${visitor.name} sends the prerendered forgotten password form empty`, async () => {
      const { context, problems, consoleLines } = await openVisitor(await browsers.live(), server, visitor, undefined);
      try {
        const page = await context.newPage();
        await page.goto('/forgot-password');
        await page.locator('#root[data-interactive]').waitFor();
        const hydration = await readHydration(page);
        await page.locator('main form button[type="submit"]').click();
        await page.locator('main [data-field-message="email"]').waitFor();
        expect({
          hydrated: hydration.firstElementKept,
          focused: await page.evaluate(() => {
            const focused = document.activeElement;
            return focused ? `${focused.tagName.toLowerCase()} name=${focused.getAttribute('name')} invalid=${focused.getAttribute('aria-invalid')}` : null;
          }),
          hydrationWarnings: consoleLines.filter((line) => HYDRATION_PROBLEM.test(line)),
          problems: [...problems],
        }).toEqual({ hydrated: true, focused: 'input name=email invalid=true', hydrationWarnings: [], problems: [] });
      } finally {
        await closeContext(context);
      }
    }, 90_000);
  }

  it('shows a logged-in user their own likes on a musician page rendered for anyone: the page loads it again once hydrated', async () => {
    const musician = await apiData<{ tracks: { musicFileId: number; title: { ko: string } }[] }>(server, '/api/v1/musicians/1');
    const track = musician.tracks[0]!;
    // A login of its own: tokens copied from an earlier context would be a reused (stolen) refresh token once rotated.
    const session = await logIn(server);
    const like = await fetch(`${server.url}/api/v1/music/${track.musicFileId}/like`, { method: 'PUT', headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(like.ok).toBe(true);
    const { context, problems, consoleLines } = await openVisitor(await browsers.live(), server, VISITORS[2]!, session);
    try {
      const page = await context.newPage();
      const html = await (await page.goto('/musician-details/1'))!.text();
      await page.locator('#root[data-interactive]').waitFor();
      const likeButton = page.getByRole('button', { name: `${track.title.ko} 좋아요` }).first();
      await expect.poll(() => likeButton.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
      expect({
        likedInServedHtml: (html.match(/<button[^>]*>/g) ?? [])
          .filter((tag) => tag.includes(`aria-label="${escapeText(track.title.ko)} 좋아요"`))
          .map((tag) => /aria-pressed="(\w+)"/.exec(tag)?.[1]),
        hydrationWarnings: consoleLines.filter((line) => HYDRATION_PROBLEM.test(line)),
        problems: [...problems],
      }).toEqual({ likedInServedHtml: ['false'], hydrationWarnings: [], problems: [] });
    } finally {
      await closeContext(context);
      await fetch(`${server.url}/api/v1/music/${track.musicFileId}/like`, { method: 'DELETE', headers: { authorization: `Bearer ${session.accessToken}` } });
    }
  }, 90_000);
});
