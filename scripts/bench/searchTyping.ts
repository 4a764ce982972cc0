import type { Page } from 'playwright-core';
import { CHROMIUM_PATH, launchBrowser } from '../../features/support/browser';
import { benchTempDir } from './benchTemp';
import { productionBuild } from './productionBuild';
import { startServerProcess } from './serverProcess';
import { clearEventTiming, readEventTiming, recordEventTiming, type Interaction, type LongFrame } from './interactionTiming';
import { SAEBYEOK, SIOT_BIEUP, typeKorean, typeLatin } from './keyTyping';

/** The queries typed into /search-details, each as a user types it. */
const QUERIES = [
  { text: 'chase', input: 'latin' },
  { text: '새벽', input: SAEBYEOK },
  { text: 'ㅅㅂ', input: SIOT_BIEUP },
] as const;
/** Each query is typed this many times (a new search each time). */
export const ROUNDS = 3;
export const CPU_SLOWDOWN = 4;
/** Long enough for the 300 ms debounce, the search request and its results to paint. */
const SETTLE_MS = 2500;

export interface TypedQuery {
  query: string;
  /** What the search box held after typing (differs from `query` when typing went wrong). */
  boxValue: string;
  /** Every interaction the page counted while typing, including those under 16 ms that no entry reports. */
  interactionCount: number;
  /** Interactions of 16 ms or more. */
  interactions: Interaction[];
  /** Long animation frames while typing and until the results settled. */
  longFrames: LongFrame[];
}

export interface SearchTyping {
  tracks: number;
  typed: TypedQuery[];
}

const searchBox = (page: Page) => page.locator('form[role="search"] input[type="search"]');

/**
 * Opens /search-details of the production build (served with `tracks` tracks seeded) in Chromium, throttles its
 * CPU (DevTools `Emulation.setCPUThrottlingRate`), then types each query key by key and records the interactions.
 */
export async function measureSearchTyping(tracks: number): Promise<SearchTyping> {
  const app = await productionBuild('server');
  const server = await startServerProcess({ dataDir: await benchTempDir('search-data'), staticDir: app.outdir, tracks });
  const browser = await launchBrowser(CHROMIUM_PATH);
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await recordEventTiming(page);
    await page.goto('/search-details');
    await searchBox(page).waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await searchBox(page).focus();
    const typed: TypedQuery[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const query of QUERIES) {
        await searchBox(page).fill('');
        await page.waitForTimeout(SETTLE_MS);
        await clearEventTiming(page);
        const before = (await readEventTiming(page)).interactionCount ?? 0;
        if (query.input === 'latin') await typeLatin(page, query.text);
        else await typeKorean(page, cdp, query.input);
        await page.waitForTimeout(SETTLE_MS);
        const { interactions, longFrames, interactionCount } = await readEventTiming(page);
        typed.push({ query: query.text, boxValue: await searchBox(page).inputValue(), interactionCount: (interactionCount ?? 0) - before, interactions, longFrames });
      }
    }
    return { tracks: server.tracks, typed };
  } finally {
    await browser.close();
    await server.stop();
  }
}
