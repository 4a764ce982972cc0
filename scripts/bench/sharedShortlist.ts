/**
 * Shared shortlist: the server p95 of getSharedShortlist for a list of 100 tracks, over real HTTP on this machine
 * (`npx tsx scripts/bench/sharedShortlist.ts [--runs 300]`). Starts the local server in memory (the seed), logs in
 * as the demo general user, fills one of their shortlists to the 100-track limit (mock control), writes a note
 * with a time on every third entry, creates a share link, then times anonymous `GET /api/v1/shared/{token}` from
 * request to parsed answer after 20 warm-ups.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH, launchBrowser } from '../../features/support/browser';
import { startMockServer } from '../../mocks/server/startMockServer';
import { info, type Benchmark, type BenchResult } from './benchmark';
import { isMain } from './cli';
import { productionBuild } from './productionBuild';
import { ms, percentile } from './stats';
import { MOCK_CONTROL_HEADERS } from '../../mocks/control/client';

const TRACKS = 100;
const RUNS = 300;
const WARM_UPS = 20;

export interface SharedShortlistLatency {
  tracks: number;
  runs: number;
  bytes: number;
  p50: number;
  p95: number;
  max: number;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Shares a shortlist of `tracks` tracks of the demo general user (a note with a time on every third); answers its token. */
export async function shareFullShortlist(serverUrl: string, tracks = TRACKS): Promise<string> {
  const api = (path: string) => new URL(path, serverUrl).toString();
  const send = (method: string, path: string, token: string, body?: unknown) =>
    fetch(api(path), {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const login = await json<{ accessToken: string }>(
    await fetch(api('/api/v1/user/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'user@cue.test', password: 'cue-connect-1' }),
    }),
    'login',
  );
  const token = login.accessToken;
  const list = await json<{ shortlistId: number }>(
    await send('POST', '/api/v1/shortlists', token, { name: `Benchmark: ${tracks} candidates`, description: 'Every track with a note.' }),
    'createShortlist',
  );
  await json(
    await fetch(api(`/__mock/shortlists/${list.shortlistId}/fill`), {
      method: 'POST',
      headers: { ...MOCK_CONTROL_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: tracks }),
    }),
    'fill',
  );
  const full = await json<{ entries: Array<{ music: { musicFileId: number; durationSeconds: number } }> }>(
    await send('GET', `/api/v1/shortlists/${list.shortlistId}`, token),
    'getShortlist',
  );
  for (const [index, entry] of full.entries.entries()) {
    if (index % 3 !== 0) continue;
    const body = { note: `후보 ${index + 1}: 0:05부터 / from 0:05`, noteSeconds: Math.min(5, Math.floor(entry.music.durationSeconds)) };
    await json(await send('PATCH', `/api/v1/shortlists/${list.shortlistId}/tracks/${entry.music.musicFileId}`, token, body), 'updateShortlistNote');
  }
  const link = await json<{ token: string }>(await send('PUT', `/api/v1/shortlists/${list.shortlistId}/share`, token, { expiry: 'DAYS_30' }), 'createShareLink');
  return link.token;
}

/** Starts the local server in memory, builds a shared shortlist of `TRACKS` tracks and times `runs` anonymous opens. */
export async function measureSharedShortlist(runs = RUNS): Promise<SharedShortlistLatency> {
  const server = await startMockServer();
  try {
    const url = new URL(`/api/v1/shared/${await shareFullShortlist(server.url)}`, server.url).toString();
    let bytes = 0;
    let tracks = 0;
    for (let warm = 0; warm < WARM_UPS; warm += 1) await (await fetch(url)).arrayBuffer();
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      const response = await fetch(url);
      const text = await response.text();
      const body = JSON.parse(text) as { data: { entries: unknown[] } };
      times.push(performance.now() - start);
      if (!response.ok) throw new Error(`getSharedShortlist: HTTP ${response.status}`);
      bytes = text.length;
      tracks = body.data.entries.length;
    }
    return { tracks, runs, bytes, p50: percentile(times, 0.5), p95: percentile(times, 0.95), max: percentile(times, 1) };
  } finally {
    await server.close();
  }
}

/** Opens of the shared page in the browser, each in a new context (nothing cached), at each CPU rate. */
const PAGE_RUNS = 5;
const CPU_RATES = [1, 4] as const;

export interface SharedPageTiming {
  cpuRate: number;
  /** Milliseconds from navigation start until every entry is shown and Play all can be pressed. */
  times: number[];
}

/**
 * The production build on the local server (in memory): a visitor's fresh browser opens `/s/{token}` of a shared
 * 100-track shortlist; the time runs from navigation start (the page's own clock) until all entries are on screen
 * and "Play all" is enabled, that is, until the list can be played.
 */
export async function measureSharedPage(): Promise<SharedPageTiming[]> {
  const app = await productionBuild('server');
  const server = await startMockServer({ port: 0, staticDir: app.outdir });
  const browser = await launchBrowser(CHROMIUM_PATH);
  try {
    const token = await shareFullShortlist(server.url);
    const results: SharedPageTiming[] = [];
    for (const cpuRate of CPU_RATES) {
      const times: number[] = [];
      for (let run = 0; run < PAGE_RUNS; run += 1) {
        const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
        await page.goto(`/s/${token}`, { waitUntil: 'commit' });
        const shown = await page.waitForFunction(
          (count) => {
            const entries = document.querySelectorAll('.app-shared-shortlist-entry').length;
            const playAll = [...document.querySelectorAll('main button')].find(
              (button) => button.closest('.app-shared-shortlist-actions') && !button.hasAttribute('disabled'),
            );
            return entries === count && playAll ? performance.now() : false;
          },
          TRACKS,
          { timeout: 60_000, polling: 'raf' },
        );
        times.push(Number(await shown.jsonValue()));
        await context.close();
      }
      results.push({ cpuRate, times });
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}

export const sharedShortlistBenchmark: Benchmark = {
  name: 'shared',
  async run(): Promise<BenchResult> {
    const result = await measureSharedShortlist();
    const pages = await measureSharedPage();
    return {
      name: 'shared',
      title: 'Shared shortlist',
      rows: [
        info(
          `shared shortlist: server p95 of getSharedShortlist with ${result.tracks} tracks (${result.runs} runs)`,
          `${ms(result.p95)} (p50 ${ms(result.p50)}, max ${ms(result.max)})`,
        ),
        ...pages.map(({ cpuRate, times }) =>
          info(
            `shared shortlist: time to a playable page, ${result.tracks} tracks, phone, CPU x${cpuRate} (median of ${times.length})`,
            `${ms(percentile(times, 0.5))} (${times.map((time) => ms(time)).join(', ')})`,
          ),
        ),
      ],
      howMeasured:
        "`scripts/bench/sharedShortlist.ts`: the local server in this process, in memory (the seed); the demo general user's shortlist " +
        `filled to ${result.tracks} tracks through mock control, a note with a time on every third entry, a 30-day share link; then ` +
        `${result.runs} anonymous \`GET /api/v1/shared/{token}\` one after another after ${WARM_UPS} warm-ups, from request to parsed answer. ` +
        `The page: the production build on the same kind of server; ${PAGE_RUNS} opens of \`/s/{token}\` per CPU rate, each in a new ` +
        "browser context (nothing cached) at 390 px with touch, CPU throttled through DevTools; from navigation start (the page's " +
        'own clock) until all entries are shown and "Play all" is enabled.',
      details: [`- answer size: ${(result.bytes / 1024).toFixed(1)} KiB of JSON (uncompressed text) for ${result.tracks} tracks`, ''],
    };
  },
};

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: String(RUNS) } } });
  const result = await measureSharedShortlist(Number(values.runs));
  console.log(`Shared shortlist over HTTP on 127.0.0.1: ${result.tracks} tracks, ${result.runs} runs (ms)`);
  console.table([{ p50: result.p50.toFixed(2), p95: result.p95.toFixed(2), max: result.max.toFixed(2), bytes: result.bytes }]);
}

if (isMain(import.meta.url)) await main();
