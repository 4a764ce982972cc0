import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cucumberOutcomes } from '../scripts/repeat/flakes';
import { runNodeScript } from './support/childRun';

/**
 * The Gherkin harness heals: cucumber runs the fixture e2e/fixtures/browserCrash/browserCrash.feature with the
 * project's own World, hooks and environment, and its steps kill the worker's browser (SIGKILL) in the middle of a
 * step and after the steps, and stop it (SIGSTOP) in the middle of a step. Read from cucumber's JSON report: exactly
 * the two scenarios that were running when their step broke the browser fail, and every later scenario passes in a
 * browser launched again.
 */
describe('a browser crash in a Gherkin run', () => {
  const folder = mkdtempSync(join(tmpdir(), 'cue-browser-crash-gherkin-'));
  const FEATURE = 'e2e/fixtures/browserCrash/browserCrash.feature';

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('fails only the scenario that was running; every later scenario passes in a new browser', async () => {
    const report = join(folder, 'cucumber.json');
    const run = await runNodeScript('node_modules/@cucumber/cucumber/bin/cucumber.js', [
      '--config',
      'e2e/fixtures/browserCrash/cucumber.mjs',
      '--format',
      `json:${report}`,
    ]);
    const json = JSON.parse(readFileSync(report, 'utf8')) as Array<{
      elements: Array<{ name: string; steps: Array<{ result: { status: string; error_message?: string } }> }>;
    }>;
    const outcomes = cucumberOutcomes(json).map(({ name, failed }) => ({ name, failed }));
    const context = `cucumber exited ${run.code}:\n${run.stdout.slice(-4000)}\n${run.stderr.slice(-4000)}`;

    expect(outcomes, context).toEqual([
      { name: `${FEATURE}:6 A page loads before any crash`, failed: false },
      { name: `${FEATURE}:9 The browser is killed in the middle of a step`, failed: true },
      { name: `${FEATURE}:14 A page loads after the browser was killed in a step`, failed: false },
      { name: `${FEATURE}:18 The browser is killed after the steps, before the After hook closes its context`, failed: false },
      { name: `${FEATURE}:21 A page loads after the browser was killed before the After hook`, failed: false },
      { name: `${FEATURE}:24 The browser hangs in the middle of a step`, failed: true },
      { name: `${FEATURE}:28 A page loads after the browser hung`, failed: false },
    ]);
    expect(run.code).toBe(1);
    // Each failure is the broken browser itself, not a step or hook that failed for another reason.
    const errors = json[0]!.elements.map((scenario) => scenario.steps.map((step) => step.result.error_message ?? '').join(''));
    expect(errors[1]).toMatch(/^locator\.waitFor: Target page, context or browser has been closed/);
    expect(errors[5]).toMatch(/function timed out, ensure the promise resolves within 2000 milliseconds/);
    // The browser was launched again after each of the three: twice found gone, once found hung and killed.
    expect(run.stderr.match(/The browser was gone \(it crashed or was disconnected\)/g), context).toHaveLength(2);
    expect(run.stderr.match(/The browser was gone \(it did not answer within 15 s and was killed\)/g), context).toHaveLength(1);
  }, 240_000);
});
