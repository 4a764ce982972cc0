import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStaticAppBuilt } from '../features/support/appBuild';
import { RelaunchingBrowser } from '../features/support/browser';
import { guardCsp } from './support/cspGuard';
import { startStaticServer } from './support/staticServer';

/**
 * `npm run build:static` gives a folder any static host can serve: the mock provider runs in the browser's
 * service worker, so the API works with no server behind it.
 */
describe('static build with the service-worker mock', () => {
  let host: Awaited<ReturnType<typeof startStaticServer>>;
  /** One browser, launched again before a test when the last one crashed, was disconnected or hangs. */
  let browsers: RelaunchingBrowser;

  beforeAll(async () => {
    host = await startStaticServer(await ensureStaticAppBuilt());
    browsers = await RelaunchingBrowser.launch();
  }, 120_000);

  afterAll(async () => {
    await browsers?.close();
    await host?.close();
  });

  it('answers the contract from the service worker, in the browser, with no API server', async () => {
    const page = await (await browsers.live()).newPage();
    const csp = await guardCsp(page.context());
    await page.goto(host.url);
    // The service worker controls the page before msw has activated mocking for it (a request in between goes to
    // the host); the root is marked interactive only after the mock has started.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    await page.locator('#root[data-interactive]').waitFor({ timeout: 30_000 });
    const genres = await page.evaluate(async () => (await (await fetch('/api/v1/genres')).json()) as { data: Array<{ label: { ko: string; en: string } }> });
    expect(genres.data.length).toBe(12);
    expect(genres.data[0]!.label.ko).toMatch(/[가-힣]/);
    const login = await page.evaluate(async () => {
      const response = await fetch('/api/v1/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'user@cue.test', password: 'cue-connect-1' }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(login.status).toBe(200);
    expect(login.body.data.userStatus).toBe('APPROVED');
    expect(host.requested.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(csp.report()).toEqual([]);
  }, 60_000);

  it('hands /embed/track/{id} over to the embed page, whose track comes from the service worker', async () => {
    const page = await (await browsers.live()).newPage();
    const csp = await guardCsp(page.context());
    const requestedBefore = host.requested.length;
    await page.goto(`${host.url}/embed/track/1?lang=en`);
    await page.getByRole('heading', { name: 'Chase at Dawn' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/embed.html');
    expect(new URL(page.url()).searchParams.get('track')).toBe('1');
    await page.getByRole('link', { name: /Listen on Cue Connect/ }).waitFor();
    expect(host.requested.slice(requestedBefore).filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(csp.report()).toEqual([]);
  }, 60_000);
});
