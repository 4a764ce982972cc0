import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cucumberOutcomes } from '../scripts/repeat/flakes';
import { runNodeScript } from './support/childRun';

/**
 * The Gherkin run keeps one context and tab per worker (features/support/keptContext.ts), and no scenario sees what
 * the one before left: cucumber runs e2e/fixtures/keptContext/keptContext.feature with the project's World, hooks and
 * environment. Read from its JSON report: the scenario after one that left storage of every kind, a cookie, a
 * permission, a listener, an init script, a route, a viewport, dark mode and a second tab gets the same tab and
 * finds none of them; after a failed scenario, a visit to another origin or with `@fresh-context` the tab is new.
 */
describe('the kept Gherkin context', () => {
  const folder = mkdtempSync(join(tmpdir(), 'cue-kept-context-gherkin-'));
  const FEATURE = 'e2e/fixtures/keptContext/keptContext.feature';

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is emptied between scenarios, and replaced after a failure, another origin or @fresh-context', async () => {
    const report = join(folder, 'cucumber.json');
    const run = await runNodeScript('node_modules/@cucumber/cucumber/bin/cucumber.js', [
      '--config',
      'e2e/fixtures/keptContext/cucumber.mjs',
      '--format',
      `json:${report}`,
    ]);
    const json = JSON.parse(readFileSync(report, 'utf8')) as Array<{
      elements: Array<{ name: string; steps: Array<{ result: { status: string; error_message?: string } }> }>;
    }>;
    const context = `cucumber exited ${run.code}:\n${run.stdout.slice(-4000)}\n${run.stderr.slice(-4000)}`;
    expect(
      cucumberOutcomes(json).map(({ name, failed }) => ({ name, failed })),
      context,
    ).toEqual([
      { name: `${FEATURE}:6 A scenario leaves traces in its tab and context`, failed: false },
      { name: `${FEATURE}:10 The next scenario finds none of them, in the same tab`, failed: false },
      { name: `${FEATURE}:15 A scenario fails on purpose`, failed: true },
      { name: `${FEATURE}:19 After a failed scenario the tab is new`, failed: false },
      { name: `${FEATURE}:23 A scenario visits another origin`, failed: false },
      { name: `${FEATURE}:26 After a visit to another origin the tab is new`, failed: false },
      { name: `${FEATURE}:31 A scenario tagged fresh-context gets a new tab`, failed: false },
    ]);
    expect(run.code).toBe(1);
  }, 180_000);
});
