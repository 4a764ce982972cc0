/**
 * Screenshots of every route: `npm run screenshots [-- --out reports/screenshots] [--only home,faq] [--docs]`.
 * Builds the app when dist/ is stale, starts the local server (in memory, from the seed) and Debian's Chromium,
 * then writes one viewport-sized PNG per route, language (ko, en) and width (desktop 1440x900, mobile 390x844),
 * logged in with the demo account the route needs (README), once the page has settled: data loaded, fonts
 * ready, images decoded, no spinner or skeleton, animations off. Files are named `<route>.<language>.<width>.png`.
 * `--docs` also writes the few shown in the README to docs/screenshots/, as JPEGs to keep the repository small.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { ensureAppBuilt } from '../features/support/appBuild';
import { CHROMIUM_PATH, launchBrowser } from '../features/support/browser';
import { isLocalUrl } from '../features/support/guards';
import { DEMO_PASSWORD } from '../mocks/seed/demoAccounts';
import { startMockServer } from '../mocks/server/startMockServer';
import { languages, LANGUAGE_STORAGE_KEY, type Language } from '../src/lib/i18n/languages';

/** Demo accounts (README) by what the routes need them for. */
const ACCOUNTS = {
  general: 'user@cue.test',
  musician: 'musician@cue.test',
  newMusician: 'newmusician@cue.test',
} as const;
type Account = keyof typeof ACCOUNTS;

const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
type Viewport = keyof typeof VIEWPORTS;

interface RouteShot {
  /** The route's name in file names. */
  name: string;
  /** The address opened. */
  path: string;
  /** The demo account logged in; none: an anonymous visitor. */
  account?: Account;
  /** What a user does on the opened page before the picture (reach a page only a click leads to). */
  act?: (page: Page) => Promise<void>;
}

/** Every route of the app (docs/product.md section 2), with the data and account that make it telling. */
const ROUTES: RouteShot[] = [
  { name: 'home', path: '/' },
  { name: 'search-details', path: `/search-details?q=${encodeURIComponent('새벽')}` },
  { name: 'musician-list', path: '/musician-list' },
  { name: 'musician-details', path: '/musician-details/1' },
  { name: 'music-details', path: '/music-details/1' },
  { name: 'notice-list', path: '/notice-list' },
  { name: 'notice-detail', path: '/notice-detail/1' },
  { name: 'faq', path: '/faq' },
  { name: 'login', path: '/login' },
  { name: 'sign-up', path: '/sign-up' },
  { name: 'not-found', path: '/404' },
  { name: 'my-page', path: '/my-page', account: 'general' },
  { name: 'liked-music', path: '/liked-music', account: 'general' },
  { name: 'music-upload', path: '/music-upload', account: 'musician' },
  { name: 'musician-profile', path: '/musician-profile', account: 'musician' },
  { name: 'musician-profile-edit', path: '/musician-profile-edit', account: 'musician' },
  // Music edit opens only from the profile (a direct visit shows Access Denied): press the first track's first button, Edit.
  {
    name: 'music-edit',
    path: '/musician-profile',
    account: 'musician',
    act: async (page) => {
      await page.getByRole('main').getByRole('listitem').first().getByRole('button').first().click();
      await page.waitForURL('**/music-edit/**');
    },
  },
  // The approved musician without a profile is greeted by "Musician Registration Approved": closed, as the
  // musician would, to show step 1.
  { name: 'musician-registration', path: '/musician-registration', account: 'newMusician', act: (page) => closeDialog(page) },
];

/** The screenshots shown in the README, by name: `--docs` also writes them to docs/screenshots/ as small JPEGs. */
const DOCS = new Set([
  'home.ko.1440',
  'search-details.en.1440',
  'music-details.en.1440',
  'musician-details.ko.390',
  'music-upload.en.1440',
  'musician-registration.ko.390',
]);
const DOCS_FOLDER = 'docs/screenshots';
const DOCS_JPEG_QUALITY = 75;

async function closeDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * In the page: fonts loaded, every image in view decoded, no spinner, skeleton or busy region. Only inline
 * anonymous functions inside: tsx wraps named ones in a helper the page does not have.
 */
const isSettled = () =>
  document.fonts.status === 'loaded' &&
  [...document.images].every((image) => {
    const box = image.getBoundingClientRect();
    const inView = box.bottom > 0 && box.top < innerHeight && box.width > 0;
    return !inView || (image.complete && image.naturalWidth > 0);
  }) &&
  document.querySelectorAll('.bp6-spinner, .bp6-skeleton, [aria-busy="true"]').length === 0;

/** How long the page must stay settled, so a spinner that appears a moment after a click is not missed. */
const QUIET_MS = 500;

/** Waits until nothing on screen is still coming: no request running, fonts and visible images ready, no spinner. */
async function settle(page: Page): Promise<void> {
  for (;;) {
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(isSettled, undefined, { timeout: 20_000 });
    await page.waitForTimeout(QUIET_MS);
    if (await page.evaluate(isSettled)) return;
  }
}

/** Logs a demo account in through the API (a script, not a journey) and keeps the tokens as the app does. */
async function logIn(page: Page, account: Account): Promise<void> {
  const response = await page.request.post('/api/v1/user/login', { data: { login: ACCOUNTS[account], password: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`Login of ${ACCOUNTS[account]} answered ${response.status()}`);
  const { data } = (await response.json()) as { data: { accessToken: string; refreshToken: string } };
  await page.evaluate((tokens) => {
    localStorage.setItem('accessToken', tokens.accessToken);
    localStorage.setItem('refreshToken', tokens.refreshToken);
  }, data);
}

/** One browser context per account, language and width: every route of that group, one after the other. */
async function shootGroup(
  browser: Browser,
  baseURL: string,
  out: { folder: string; docs: boolean },
  group: { account?: Account; language: Language; viewport: Viewport },
  routes: RouteShot[],
): Promise<string[]> {
  const size = VIEWPORTS[group.viewport];
  const context = await browser.newContext({ baseURL, viewport: size, locale: 'ko-KR', timezoneId: 'Asia/Seoul', reducedMotion: 'reduce' });
  await context.route('**/*', (route) => (isLocalUrl(route.request().url()) ? route.continue() : route.abort('blockedbyclient')));
  const page = await context.newPage();
  const written: string[] = [];
  try {
    await page.goto('/');
    await page.evaluate(([key, language]) => localStorage.setItem(key!, language!), [LANGUAGE_STORAGE_KEY, group.language]);
    if (group.account) await logIn(page, group.account);
    for (const route of routes) {
      await page.goto(route.path);
      await settle(page);
      if (route.act) {
        await route.act(page);
        await settle(page);
      }
      const name = `${route.name}.${group.language}.${size.width}`;
      await page.screenshot({ path: join(out.folder, `${name}.png`), animations: 'disabled', caret: 'hide' });
      written.push(`${name}.png`);
      console.log(`  ${name}.png`);
      if (out.docs && DOCS.has(name)) {
        await page.screenshot({ path: join(DOCS_FOLDER, `${name}.jpg`), type: 'jpeg', quality: DOCS_JPEG_QUALITY, animations: 'disabled', caret: 'hide' });
        console.log(`  ${DOCS_FOLDER}/${name}.jpg`);
      }
    }
  } finally {
    await context.close();
  }
  return written;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: 'reports/screenshots' }, only: { type: 'string' }, docs: { type: 'boolean', default: false } },
  });
  const only = values.only?.split(',').map((name) => name.trim());
  const routes = only ? ROUTES.filter((route) => only.includes(route.name)) : ROUTES;
  if (routes.length === 0) throw new Error(`No route named ${values.only}; routes: ${ROUTES.map((route) => route.name).join(', ')}`);
  await mkdir(values.out, { recursive: true });
  if (values.docs) await mkdir(DOCS_FOLDER, { recursive: true });

  await ensureAppBuilt();
  const server = await startMockServer({ port: 0, staticDir: 'dist' });
  const browser = await launchBrowser(CHROMIUM_PATH);
  const started = performance.now();
  const written: string[] = [];
  try {
    const accounts = [undefined, ...(Object.keys(ACCOUNTS) as Account[])];
    for (const language of languages) {
      for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
        for (const account of accounts) {
          const group = routes.filter((route) => route.account === account);
          if (group.length > 0)
            written.push(
              ...(await shootGroup(browser, server.url, { folder: values.out, docs: values.docs }, { language, viewport, ...(account ? { account } : {}) }, group)),
            );
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`${written.length} screenshots in ${values.out}/ (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

await main();
