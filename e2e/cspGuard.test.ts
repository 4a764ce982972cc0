import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RelaunchingBrowser } from '../features/support/browser';
import { startMockServer, type MockServer } from '../mocks/server/startMockServer';
import { guardCsp } from './support/cspGuard';

/**
 * The CSP guard the Gherkin specs and the browser tests rely on really hears violations: pages served by the
 * local server (so with its policy) that try an inline script, an inline event handler, `eval`, `new Function`
 * and a `<base>` element are blocked, and each attempt is recorded. A clean page records none, which also
 * shows the recorder itself (injected through DevTools) is not blocked by the policy.
 */
const PAGES: Record<string, string> = {
  'index.html': '<!doctype html><title>clean</title><p id="status">waiting</p><script src="/clean.js"></script>',
  'clean.js': "document.getElementById('status').textContent = 'ready';",
  'attack.html': [
    '<!doctype html><title>attack</title>',
    '<base href="/elsewhere/">',
    '<script>window.inlineRan = true;</script>',
    '<img src="/missing.png" onerror="window.handlerRan = true">',
    '<script src="/attack.js"></script>',
  ].join(''),
  'attack.js': [
    "try { window.evalResult = eval('1 + 1'); } catch (error) { window.evalBlocked = error.name; }",
    "try { window.functionResult = new Function('return 2')(); } catch (error) { window.functionBlocked = error.name; }",
    "document.title = 'attack done';",
  ].join('\n'),
};

describe('the CSP guard', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cue-csp-'));
  let server: MockServer;
  /** One browser, launched again before a test when the last one crashed, was disconnected or hangs. */
  let browsers: RelaunchingBrowser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    for (const [name, content] of Object.entries(PAGES)) writeFileSync(join(dir, name), content);
    server = await startMockServer({ staticDir: dir });
    browsers = await RelaunchingBrowser.launch();
  }, 60_000);

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browsers?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('records nothing on a page that keeps to the policy, and sees the page load', async () => {
    context = await (await browsers.live()).newContext({ baseURL: server.url });
    const guard = await guardCsp(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByText('ready').waitFor();
    expect(guard.documents).toEqual([`${server.url}/`]);
    expect(guard.report()).toEqual([]);
  });

  it('records an inline script, an inline handler, eval, new Function and <base>, all of them blocked', async () => {
    context = await (await browsers.live()).newContext({ baseURL: server.url });
    const guard = await guardCsp(context);
    const page = await context.newPage();
    await page.goto('/attack.html');
    await page.waitForFunction(() => document.title === 'attack done');
    await expect
      .poll(() => guard.violations.map((violation) => `${violation.directive} ${violation.blockedUri}`).sort())
      .toEqual(['base-uri ' + `${server.url}/elsewhere/`, 'script-src eval', 'script-src eval', 'script-src-attr inline', 'script-src-elem inline']);
    expect(guard.violations.every((violation) => violation.disposition === 'enforce')).toBe(true);
    const effects = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { inline: w.inlineRan, handler: w.handlerRan, evalResult: w.evalResult, evalBlocked: w.evalBlocked, functionBlocked: w.functionBlocked };
    });
    expect(effects).toEqual({ inline: undefined, handler: undefined, evalResult: undefined, evalBlocked: 'EvalError', functionBlocked: 'EvalError' });
    expect(guard.report()[0]).toMatch(/^CSP violation \(enforce\): /);
  });
});
