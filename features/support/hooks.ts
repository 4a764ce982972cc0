import { After, AfterAll, Before, BeforeAll, setDefaultTimeout, Status } from '@cucumber/cucumber';
import { resetMockData, startEnvironment, stopEnvironment } from './environment';
import { guardTotals } from './guards';
import type { CueWorld } from './world';

setDefaultTimeout(20_000);

// Builds the app when dist/ is missing or stale, then starts the local server and the browser once.
BeforeAll({ timeout: 180_000 }, startEnvironment);

Before(async function (this: CueWorld) {
  await resetMockData();
  await this.openBrowserContext();
});

After(async function (this: CueWorld, { result }) {
  if (result?.status === Status.FAILED && this.page) {
    this.attach(await this.page.screenshot({ fullPage: true }), 'image/png');
  }
  await this.closeBrowserContext();
  const problems = this.unexpectedProblems();
  if (problems.length === 0) return;
  const report = `The page reported problems:\n  ${problems.join('\n  ')}`;
  if (result?.status === Status.FAILED) this.attach(report, 'text/plain');
  else throw new Error(report);
});

AfterAll(stopEnvironment);

// One line for the run (per worker when CUCUMBER_PARALLEL > 1): how much the guards watched, and what they saw.
AfterAll(function () {
  const { scenarios, documents, navigations, paths, cspViolations } = guardTotals();
  console.log(
    `\nSecurity guards: ${cspViolations} CSP violations over ${documents} page loads ` +
      `(${navigations} navigations, ${paths.size} distinct paths) in ${scenarios} scenarios.`,
  );
});
