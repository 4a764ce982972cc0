import { createMockControlClient } from '../../mocks/control/client';
import type { Browser } from 'playwright-core';
import { startMockServer, type MockServer } from '../../mocks/server/startMockServer';
import { ensureAppBuilt } from './appBuild';
import { launchBrowser } from './browser';
import { prepareTestFiles } from './testFiles';

/** One app server and one browser per cucumber worker; each scenario gets a fresh context. */
interface Environment {
  server: MockServer;
  browser: Browser;
}

let environment: Environment | undefined;

export async function startEnvironment(): Promise<void> {
  await ensureAppBuilt();
  const server = await startMockServer({ port: 0, staticDir: 'dist' });
  const browser = await launchBrowser();
  await prepareTestFiles(browser);
  environment = { server, browser };
}

export function currentEnvironment(): Environment {
  if (!environment) throw new Error('The test environment is not started (BeforeAll failed?).');
  return environment;
}

/**
 * The worker's browser, launched again when it crashed or was disconnected: a crash fails the scenario that
 * was running, not every one after it.
 */
export async function liveBrowser(): Promise<Browser> {
  const current = currentEnvironment();
  if (current.browser.isConnected()) return current.browser;
  console.warn('\nThe browser was gone (crashed or disconnected): a new one is launched for the next scenarios.');
  current.browser = await launchBrowser();
  return current.browser;
}

/** Puts the mock store back to its seed, so scenarios do not see each other's data. */
export async function resetMockData(): Promise<void> {
  await createMockControlClient({ baseUrl: currentEnvironment().server.url }).reset();
}

export async function stopEnvironment(): Promise<void> {
  if (environment?.browser.isConnected()) await environment.browser.close();
  await environment?.server.close();
  environment = undefined;
}
