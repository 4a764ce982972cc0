/**
 * `npm test`: every check a developer must keep green, each timed. Independent checks run side by side in waves
 * (scripts/test/runChecks.ts): the static checks and the shared builds first, then the unit tests, then the Gherkin
 * specs, then the e2e/ browser tests. Runs them all even when one fails, then prints each one's time and `N passed, N failed`.
 * `npm test -- vitest` (or any word of a check's name) runs only the matching checks.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { currentLoad, describeMachine } from './bench/machine';
import { runWaves, type Check } from './test/runChecks';
import { SUITE_SUMMARY, type SuiteSummary } from './test/suiteSummary';
import { cucumberCommand, cucumberEnv, e2eCommand } from './test/suites';

const waves: Check[][] = [
  [
    { name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
    { name: 'lint (eslint, zero warnings)', command: ['npx', 'eslint', '.', '--max-warnings', '0'] },
    { name: 'format (prettier --check)', command: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
    { name: 'contract lint', command: ['npx', 'redocly', 'lint', 'contracts/openapi.yaml', '--config', 'contracts/redocly.yaml'] },
    { name: 'generated client matches the contract', command: ['npx', 'tsx', 'scripts/check-generated.ts'] },
    { name: 'seed cover copies and production builds', command: ['npx', 'tsx', 'scripts/test/prepareBrowserRuns.ts'] },
  ],
  [{ name: 'unit and integration tests (vitest)', command: ['npx', 'vitest', 'run', '--exclude', 'e2e/**'] }],
  // The two browser suites one after the other: the Gherkin workers alone keep both cores busy, and beside the e2e/
  // tests they ran at half speed with steps timing out under the load.
  [{ name: 'executable specs (cucumber + chromium)', command: cucumberCommand(), env: cucumberEnv }],
  [{ name: 'browser tests: journeys, accessibility, keyboard, faults (vitest e2e/)', command: e2eCommand() }],
];

const only = process.argv.slice(2);
const chosen = waves.map((wave) => wave.filter((check) => only.length === 0 || only.some((word) => check.name.includes(word))));
const started = performance.now();
const startedAt = new Date();
const machine = describeMachine();
const results = await runWaves(chosen);
const minutes = (performance.now() - started) / 60_000;

console.log('\n=== summary');
for (const result of results) console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.name}`);
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
  checks: results,
};
mkdirSync('reports/test-all', { recursive: true });
writeFileSync(SUITE_SUMMARY, `${JSON.stringify(summary, null, 2)}\n`);
process.exit(failed ? 1 : 0);
