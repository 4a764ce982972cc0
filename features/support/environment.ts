/**
 * The Gherkin run's environment: per cucumber worker, the built app on the local mock server and one browser,
 * launched again whenever a scenario finds it crashed, disconnected or hung.
 */
import { createMockControlClient } from '../../mocks/control/client';
import type { Browser } from 'playwright-core';
import type { Clock } from '../../mocks/clock';
import { startMockServer, type MockServer } from '../../mocks/server/startMockServer';
import { ensureAppBuilt } from './appBuild';
import { RelaunchingBrowser } from './browser';
import { prepareCueTestFiles } from './pages/CueMarkersPage';
import { prepareTestFiles } from './testFiles';

/** One app server and one browser per cucumber worker; each scenario gets a fresh context. */
interface Environment {
  server: MockServer;
  /** The worker's browser, launched again when it crashed, was disconnected or hangs. */
  browsers: RelaunchingBrowser;
  /** The browser of the running scenario (the one {@link liveBrowser} answered when the scenario began). */
  readonly browser: Browser;
}

let environment: Environment | undefined;

/**
 * The provider's clock: the real one, unless a scenario fixed festival time (`Given it is ... in Seoul`); the
 * Before hook puts it back to real time for every scenario ({@link releaseServerClock}).
 */
let fixedInstant: number | undefined;
const scenarioClock: Clock = { now: () => fixedInstant ?? Date.now() };

/** The scenario's now, as the provider and the page see it: what a step's "in 5 days" counts from. */
export const scenarioNow = (): number => scenarioClock.now();

/** Fixes the provider's clock at an instant (ms since the epoch) until the next scenario. */
export function fixServerClock(instant: number): void {
  fixedInstant = instant;
}

/** The provider's clock runs on real time again. */
export function releaseServerClock(): void {
  fixedInstant = undefined;
}

export async function startEnvironment(): Promise<void> {
  await ensureAppBuilt();
  const server = await startMockServer({ port: 0, staticDir: 'dist', clock: scenarioClock });
  const browsers = await RelaunchingBrowser.launch();
  await prepareTestFiles(browsers.current);
  prepareCueTestFiles();
  environment = {
    server,
    browsers,
    get browser() {
      return browsers.current;
    },
  };
}

export function currentEnvironment(): Environment {
  if (!environment) throw new Error('The test environment is not started (BeforeAll failed?).');
  return environment;
}

/**
 * The worker's browser, launched again when it crashed, was disconnected or hangs: a crash fails the scenario
 * that was running, not every one after it.
 */
export function liveBrowser(): Promise<Browser> {
  return currentEnvironment().browsers.live();
}

/** Puts the mock store back to its seed, so scenarios do not see each other's data. */
export async function resetMockData(): Promise<void> {
  await createMockControlClient({ baseUrl: currentEnvironment().server.url }).reset();
}

export async function stopEnvironment(): Promise<void> {
  await environment?.browsers.close();
  await environment?.server.close();
  environment = undefined;
}
