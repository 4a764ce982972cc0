import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RelaunchingBrowser } from '../features/support/browser';
import { guardContext } from '../features/support/guards';

/**
 * The network guard of the Gherkin specs and the journeys: a page that asks for something on another machine gets
 * nothing (the browser's flags send such requests to a proxy where nothing listens), and the attempt is recorded as a
 * problem that fails the scenario. The page here has no Content-Security-Policy, so only the guard stands in the way.
 *
 * "Another machine" is this machine's own network address (not a loopback one): a server listening there proves the
 * request never arrived, which a made-up remote host could not.
 */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

const listen = (server: Server, host: string) => new Promise<number>((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));

describe.skipIf(!outsideAddress)('the network guard', () => {
  /** What the server on the outside address was asked for: it must stay empty. */
  const arrived: string[] = [];
  const outside = createServer((request, response) => {
    arrived.push(request.url ?? '');
    response.end('reached');
  });
  const local = createServer((request, response) => {
    if (request.url === '/local.txt') return response.end('local bytes');
    response.setHeader('content-type', 'text/html');
    response.end(
      [
        '<!doctype html><title>leaks</title><p id="status">waiting</p>',
        `<img src="http://${outsideAddress}:${outsidePort}/pixel.png">`,
        '<script>',
        `fetch('http://${outsideAddress}:${outsidePort}/data').then(() => 'reached', () => 'blocked')`,
        "  .then((outcome) => fetch('/local.txt').then((answer) => answer.text()).then((text) => (document.getElementById('status').textContent = outcome + ', ' + text)));",
        '</script>',
      ].join(''),
    );
  });
  let outsidePort = 0;
  let localUrl = '';
  let browsers: RelaunchingBrowser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    outsidePort = await listen(outside, outsideAddress!);
    localUrl = `http://127.0.0.1:${await listen(local, '127.0.0.1')}/`;
    browsers = await RelaunchingBrowser.launch();
  }, 60_000);

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browsers?.close();
    outside.close();
    local.close();
  });

  it('blocks requests for another machine and records each one, while the page keeps its own', async () => {
    context = await (await browsers.live()).newContext();
    const problems: string[] = [];
    await guardContext(context, problems);
    const page = await context.newPage();
    await page.goto(localUrl);

    await expect.poll(() => page.locator('#status').textContent()).toBe('blocked, local bytes');
    const leaks = () => problems.filter((problem) => problem.startsWith('request left localhost')).sort();
    await expect
      .poll(leaks)
      .toEqual([
        `request left localhost: GET http://${outsideAddress}:${outsidePort}/data`,
        `request left localhost: GET http://${outsideAddress}:${outsidePort}/pixel.png`,
      ]);
    // The browser's own report of each blocked load: failed at the proxy where nothing listens.
    expect(problems.filter((problem) => problem.includes('ERR_PROXY_CONNECTION_FAILED'))).toHaveLength(2);
    expect(arrived).toEqual([]);
  });

  it('reaches the outside server without the guard flags (so the test above can fail)', async () => {
    const response = await fetch(`http://${outsideAddress}:${outsidePort}/direct`);
    expect(await response.text()).toBe('reached');
    expect(arrived).toEqual(['/direct']);
    arrived.length = 0;
  });
});
