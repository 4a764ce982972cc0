/**
 * The Gherkin run's environment: per cucumber worker, the built app on the local mock server and one browser,
 * launched again whenever a scenario finds it crashed, disconnected or hung.
 */
import { createMockControlClient } from '../../mocks/control/client';
import type { Browser } from 'playwright-core';
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

export async function startEnvironment(): Promise<void> {
  await ensureAppBuilt();
  const server = await startMockServer({ port: 0, staticDir: 'dist' });
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
