import { After, AfterAll, Before, BeforeAll, setDefaultTimeout, Status } from '@cucumber/cucumber';
import { releaseServerClock, resetMockData, startEnvironment, stopEnvironment } from './environment';
import { countScenario, guardTotals } from './guards';
import { FRESH_CONTEXT_TAG } from './keptContext';
import type { CueWorld } from './world';

setDefaultTimeout(20_000);

/**
 * `CUE_SCENARIO_TIME=2027-03-15T03:00:00Z`: every scenario runs at that instant (provider and page), to find the
 * scenarios that pass today only because of today's date; a scenario's own "it is … in Seoul" still wins.
 */
const SCENARIO_TIME = process.env.CUE_SCENARIO_TIME ? Date.parse(process.env.CUE_SCENARIO_TIME) : undefined;
if (SCENARIO_TIME !== undefined && Number.isNaN(SCENARIO_TIME)) throw new Error('CUE_SCENARIO_TIME is not an instant (write 2027-03-15T03:00:00Z).');

// Builds the app when dist/ is missing or stale, then starts the local server and the browser once.
BeforeAll({ timeout: 180_000 }, startEnvironment);

// A scenario after a browser crash waits for a new browser (or first for a hung one to be found and killed).
// Every scenario starts on real time (one that fixed festival time does not leave it to the next).
Before({ timeout: 30_000 }, async function (this: CueWorld, { pickle }) {
  countScenario();
  releaseServerClock();
  await resetMockData();
  await this.openBrowserContext(pickle.tags.some((tag) => tag.name === FRESH_CONTEXT_TAG));
  if (SCENARIO_TIME !== undefined) await this.fixClock(SCENARIO_TIME);
});

// A browser that crashed or hangs has no page to photograph or close: it is replaced at once (a hung one killed),
// and the scenario keeps the result of its steps.
// The context is kept for the next scenario only when this one passed with no problem recorded (keptContext.ts).
After({ timeout: 30_000 }, async function (this: CueWorld, { result, pickle, willBeRetried }) {
  // A scenario that failed and is run once more (cucumber.mjs) is named in the output: a flake stays visible.
  if (result?.status === Status.FAILED && willBeRetried) {
    console.log(`\nRetried after a failed first attempt: ${pickle.name} # ${pickle.uri}\n  ${(result.message ?? '').split('\n')[0]}`);
  }
  const problems = this.unexpectedProblems();
  if (await this.browserSurvived()) {
    if (result?.status === Status.FAILED) await this.attachScreenshot();
    await this.closeBrowserContext(result?.status === Status.PASSED && problems.length === 0);
  } else if (this.context) {
    this.attach('The browser crashed or hung during the scenario: no screenshot; a new browser was launched for the next scenario.', 'text/plain');
  }
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
