/**
 * Opens every prerendered route of `dist/` in Chromium (logged out and logged in, Korean and English) and lists
 * every hydration error or warning, CSP violation and console error: `npx tsx scripts/build/checkHydration.ts`
 * (after `npm run build`). Until the local server picks the file per route and `cue-lang` cookie itself
 * (i16-serve), page requests are answered here from prerender-manifest.json with the same rule.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { closeContext, launchBrowser } from '../../features/support/browser';
import { startMockServer } from '../../mocks/server/startMockServer';
import type { PrerenderManifest } from './prerender';

const dist = resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(join(dist, 'prerender-manifest.json'), 'utf8')) as PrerenderManifest;

/** The manifest's file for a path and the `cue-lang` cookie (Korean by default), as the local server will answer. */
export function fileFor(pathname: string, cookie: string | undefined): string {
  const language = /(?:^|;\s*)cue-lang=en(?:;|$)/.test(cookie ?? '') ? 'en' : 'ko';
  const segments = pathname.split('/').filter(Boolean);
  const entry = manifest.routes.find((route) => {
    const parts = route.path.split('/').filter(Boolean);
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
  return entry ? entry[language] : manifest.fallback;
}

const URLS = [
  '/',
  '/search-details',
  '/search-details?q=chase',
  '/musician-list?page=2',
  '/musician-list',
  '/notice-list',
  '/faq',
  '/privacy',
  '/login',
  '/sign-up',
  '/forgot-password',
  '/musician-details/1',
  '/music-details/2',
  '/notice-detail/3',
  '/s/unknown-token',
];
/** `ONLY=/,/faq` checks these addresses only. */
const only = process.env.ONLY?.split(',');
const PROBLEM = /hydrat|did not match|#418|#423|#425|Content Security Policy|Minified React error/i;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('#root div').first().waitFor({ state: 'attached' });
}

const server = await startMockServer({ staticDir: dist });
const browser = await launchBrowser();
let problems = 0;
try {
  for (const language of ['ko', 'en'] as const) {
    for (const loggedIn of [false, true]) {
      const context = await browser.newContext({ baseURL: server.url });
      await context.addCookies([{ name: 'cue-lang', value: language, url: server.url }]);
      await context.route(
        (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/') && !url.pathname.includes('.'),
        async (route) => {
          const file = fileFor(new URL(route.request().url()).pathname, (await route.request().allHeaders()).cookie);
          const response = await route.fetch({ url: `${server.url}/${file}` });
          const body = await response.text();
          const headers: Record<string, string> = { ...response.headers(), 'content-type': 'text/html; charset=utf-8' };
          // As the local server will (i16-serve): a hash source per inline <style> of the page.
          const hashes = [...body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`);
          const policy = headers['content-security-policy'];
          if (policy) headers['content-security-policy'] = policy.replace("style-src 'self'", `style-src 'self' ${hashes.join(' ')}`);
          delete headers['content-length'];
          delete headers['content-encoding'];
          await route.fulfill({ status: 200, body, headers });
        },
      );
      let session: { accessToken: string; refreshToken: string } | undefined;
      if (loggedIn) {
        const answer = await fetch(`${server.url}/api/v1/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: 'user@cue.test', password: 'cue-connect-1' }),
        });
        session = ((await answer.json()) as { data: { accessToken: string; refreshToken: string } }).data;
      }
      await context.addInitScript(
        ({ language, session }) => {
          localStorage.setItem('language', language);
          localStorage.setItem('musicianApprovalShown', '[]');
          if (session) {
            localStorage.setItem('accessToken', session.accessToken);
            localStorage.setItem('refreshToken', session.refreshToken);
          }
        },
        { language, session },
      );
      for (const url of URLS.filter((candidate) => !only || only.includes(candidate))) {
        const page = await context.newPage();
        const messages: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning' || PROBLEM.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
        });
        // The home page's covers request must be answered by the HTML's preload: one request over the network.
        let coverRequests = 0;
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/api/v1/home/covers') coverRequests++;
        });
        page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
        // Marks the prerendered markup: hydration keeps the element, a client render replaces it.
        await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.querySelector('#root div')?.setAttribute('data-probe', '')));
        await page.goto(url);
        await settle(page);
        const mode = (await page.locator('#root div[data-probe]').count()) ? 'hydrated' : 'client-rendered';
        const hydrated = await page.evaluate(() => document.documentElement.lang);
        if (url === '/' && coverRequests !== 1) messages.push(`covers: ${coverRequests} requests (the preload was not reused)`);
        const found = messages.filter((message) => PROBLEM.test(message) || message.startsWith('pageerror') || message.startsWith('covers'));
        problems += found.length;
        console.log(
          `${found.length ? 'FAIL' : 'ok  '} ${language} ${loggedIn ? 'in ' : 'out'} ${url} (lang ${hydrated}, ${mode})${messages.length ? `\n    ${messages.join('\n    ')}` : ''}`,
        );
        await page.close();
      }
      await closeContext(context);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(problems ? 1 : 0);
