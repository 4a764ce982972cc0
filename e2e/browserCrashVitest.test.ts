import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { vitestOutcomes } from '../scripts/repeat/flakes';
import { runNodeScript } from './support/childRun';

/**
 * The vitest browser suites heal: a child vitest runs the fixture e2e/fixtures/browserCrash/crashingJourneys.fixture.ts:
 * a suite on the journeys' environment and sessions, and one on a shared context and a visit pool (as the keyboard
 * and accessibility checks), whose tests kill the shared browser (SIGKILL) or stop it (SIGSTOP) in the middle of a
 * test. Read from vitest's JSON report: exactly those tests fail, each because of the broken browser, and every
 * later test passes in a browser launched again.
 */
describe('a browser crash in a vitest browser suite', () => {
  const folder = mkdtempSync(join(tmpdir(), 'cue-browser-crash-vitest-'));
  const FILE = 'e2e/fixtures/browserCrash/crashingJourneys.fixture.ts';
  const JOURNEYS = `${FILE} > a browser suite whose browser breaks`;
  const SHARED = `${FILE} > a suite sharing one context and one visit pool whose browser breaks`;

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('fails only the test that was running; every later test of the file passes in a new browser', async () => {
    const report = join(folder, 'vitest.json');
    const run = await runNodeScript('node_modules/vitest/vitest.mjs', [
      'run',
      '--config',
      'e2e/fixtures/browserCrash/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ]);
    const context = `vitest exited ${run.code}:\n${run.stdout.slice(-4000)}\n${run.stderr.slice(-4000)}`;
    const json = JSON.parse(readFileSync(report, 'utf8')) as { testResults: Array<{ assertionResults: Array<{ failureMessages: string[] }> }> };

    expect(
      vitestOutcomes(json, process.cwd()).map(({ name, failed }) => ({ name, failed })),
      context,
    ).toEqual([
      { name: `${JOURNEYS} loads a page before any crash`, failed: false },
      { name: `${JOURNEYS} is killed in the middle of the test`, failed: true },
      { name: `${JOURNEYS} loads a page after the browser was killed`, failed: false },
      { name: `${JOURNEYS} hangs in the middle of the test`, failed: true },
      { name: `${JOURNEYS} loads a page after the browser hung`, failed: false },
      { name: `${SHARED} loads a page in the shared context and from the pool before any crash`, failed: false },
      { name: `${SHARED} is killed in the middle of the test`, failed: true },
      { name: `${SHARED} loads a page in the shared context and from the pool after the browser was killed`, failed: false },
    ]);
    expect(run.code).toBe(1);
    // Each failure is the broken browser itself: the page gone with the killed process, a wait on the stopped one
    // timed out (and nothing else, such as the failure screenshot of a dead page).
    const failures = json.testResults[0]!.assertionResults.map((test) => test.failureMessages);
    expect(failures[1]).toEqual([expect.stringMatching(/^locator\.waitFor: Target page, context or browser has been closed/)]);
    expect(failures[3]).toEqual([expect.stringMatching(/^locator\.waitFor: Timeout 3000ms exceeded/)]);
    expect(failures[6]).toEqual([expect.stringMatching(/^locator\.waitFor: Target page, context or browser has been closed/)]);
    // The browser was launched again after each: twice found gone, once found hung and killed.
    expect(run.stderr.match(/The browser was gone \(it crashed or was disconnected\)/g), context).toHaveLength(2);
    expect(run.stderr.match(/The browser was gone \(it did not answer within 15 s and was killed\)/g), context).toHaveLength(1);
  }, 240_000);
});
