import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../features/support/browser';
import { startMockServer, type MockServer } from './startMockServer';

/**
 * In Chromium: a prerendered page's inline critical CSS applies under the local server's policy (its hash is in
 * `style-src`), in both languages, with no violation; a `style` attribute is still refused (no unsafe-inline).
 */

const page = (language: 'ko' | 'en', color: string) =>
  `<!doctype html><html lang="${language}"><head><title>${language}</title><style>.critical{color:${color}}</style></head>` +
  `<body><div id="root" data-route="/"><p class="critical">${language}</p><p id="attribute" style="color: rgb(0, 128, 0)">x</p></div></body></html>`;

describe('inline critical CSS under the CSP, in Chromium', () => {
  let root: string;
  let server: MockServer;
  let browser: Browser;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'cue-csp-'));
    await mkdir(root, { recursive: true });
    await writeFile(join(root, 'prerender-manifest.json'), JSON.stringify({ routes: [{ path: '/', ko: 'index.html', en: 'index.en.html' }], fallback: '404.html' }));
    await writeFile(join(root, 'index.html'), page('ko', 'rgb(255, 0, 0)'));
    await writeFile(join(root, 'index.en.html'), page('en', 'rgb(0, 0, 255)'));
    await writeFile(join(root, '404.html'), page('ko', 'rgb(1, 1, 1)'));
    server = await startMockServer({ staticDir: root });
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each([
    ['ko', undefined, 'rgb(255, 0, 0)'],
    ['en', 'en', 'rgb(0, 0, 255)'],
  ] as const)('applies the %s page’s inline style and refuses a style attribute', async (language, cookie, color) => {
    const context = await browser.newContext();
    if (cookie) await context.addCookies([{ name: 'cue-lang', value: cookie, url: server.url }]);
    const tab = await context.newPage();
    const violations: string[] = [];
    tab.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await tab.goto(`${server.url}/`);
    expect(await tab.title()).toBe(language);
    expect(await tab.locator('.critical').evaluate((element) => getComputedStyle(element).color)).toBe(color);
    // The attribute is refused: its colour is not applied, and Chromium reports exactly that violation.
    expect(await tab.locator('#attribute').evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(0, 128, 0)');
    await expect.poll(() => violations.length).toBe(1);
    expect(violations[0]).toMatch(/style-src/);
    await context.close();
  });
});
