/**
 * `npm test`: every check a developer must keep green, each timed. Checks run in waves of lanes
 * (scripts/test/runChecks.ts), laid out by how busy each keeps this 2-core machine: first the shared builds beside
 * the quick static checks; then the Gherkin specs alone (their two workers keep both cores busy); then the e2e/
 * browser tests (one file at a time, about 1.5 cores busy) with, beside them, one lane of the checks that fill the
 * rest: the unit tests on one worker, eslint, prettier, knip. Runs them all even when one fails, then prints each one's
 * time and `N passed, N failed`. `npm test -- vitest` (or any word of a check's name) runs only the matching checks.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { currentLoad, describeMachine } from './bench/machine';
import { failedTestNames, failureExcerpt } from './test/failureExcerpt';
import { runWaves, type Wave } from './test/runChecks';
import { SUITE_SUMMARY, type SuiteSummary } from './test/suiteSummary';
import { cucumberCommand, cucumberEnv, e2eCommand } from './test/suites';

const waves: Wave[] = [
  [
    [{ name: 'seed cover copies and production builds', command: ['npx', 'tsx', 'scripts/test/prepareBrowserRuns.ts'] }],
    [{ name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] }],
    [
      { name: 'contract lint', command: ['npx', 'redocly', 'lint', 'contracts/openapi.yaml', '--config', 'contracts/redocly.yaml'] },
      { name: 'generated client matches the contract', command: ['npx', 'tsx', 'scripts/check-generated.ts'] },
    ],
  ],
  [[{ name: 'executable specs (cucumber + chromium)', command: cucumberCommand(), env: cucumberEnv }]],
  [
    [{ name: 'browser tests: journeys, accessibility, keyboard, faults (vitest e2e/)', command: e2eCommand(), live: true }],
    [
      // One worker: the e2e/ tests beside it keep about one and a half cores busy.
      { name: 'unit and integration tests (vitest)', command: ['npx', 'vitest', 'run', '--exclude', 'e2e/**', '--maxWorkers', '1'] },
      { name: 'lint (eslint, zero warnings)', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
      { name: 'format (prettier --check)', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
      { name: 'unused files, exports and packages (knip)', command: ['npx', 'knip', '--no-progress'] },
    ],
  ],
];

const only = process.argv.slice(2);
const chosen = waves.map((wave) => wave.map((lane) => lane.filter((check) => only.length === 0 || only.some((word) => check.name.includes(word)))));
const started = performance.now();
const startedAt = new Date();
const machine = describeMachine();
const results = await runWaves(chosen);
const minutes = (performance.now() - started) / 60_000;

// A failed check's output may have been printed long before, beside other lanes, and CI shows only a run's tail: its
// failures come again here, and the failing tests' names last of all.
for (const result of results.filter((check) => check.failedOutput !== undefined)) {
  console.log(`\n=== what failed in: ${result.name}\n${failureExcerpt(result.failedOutput!)}`);
}
console.log('\n=== summary');
for (const result of results) {
  console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.name}`);
  for (const named of result.failedOutput === undefined ? [] : failedTestNames(result.failedOutput)) console.log(`      ${named}`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed, in ${minutes.toFixed(1)} min`);
// What `npm run bench -- suite` reports (docs/benchmarks.md): the whole run's time, each part's, and the machine.
const summary: SuiteSummary = {
  startedAt: startedAt.toISOString(),
  minutes,
  complete: only.length === 0,
  freshClone: process.env.CUE_FRESH_CLONE === '1',
  machine,
  loadAtEnd: currentLoad(),
  checks: results.map(({ failedOutput: _output, ...check }) => check),
};
mkdirSync('reports/test-all', { recursive: true });
writeFileSync(SUITE_SUMMARY, `${JSON.stringify(summary, null, 2)}\n`);
process.exit(failed ? 1 : 0);
