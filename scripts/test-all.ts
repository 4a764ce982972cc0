/**
 * `npm test`: every check a developer must keep green, in order, each timed.
 * Runs them all even when one fails, then prints a summary and `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';

interface Check {
  name: string;
  command: string[];
}

const checks: Check[] = [
  { name: 'typecheck', command: ['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'contract lint', command: ['npx', 'redocly', 'lint', 'contracts/openapi.yaml', '--config', 'contracts/redocly.yaml'] },
  { name: 'generated client matches the contract', command: ['npx', 'tsx', 'scripts/check-generated.ts'] },
  // The seed covers' copies are made once per machine, here, rather than by every server the tests start at once.
  { name: 'seed cover copies', command: ['npx', 'tsx', 'scripts/warm-cover-cache.ts'] },
  { name: 'unit and integration tests (vitest)', command: ['npx', 'vitest', 'run', '--exclude', 'e2e/**'] },
  // One browser test at a time: a 150 MB upload, an accessibility crawl and the journeys each load the machine
  // on their own, and side by side on 2 cores they starved each other into timeouts.
  { name: 'browser tests: journeys, accessibility, keyboard, faults (vitest e2e/)', command: ['npx', 'vitest', 'run', 'e2e', '--no-file-parallelism'] },
  { name: 'executable specs (cucumber + chromium)', command: ['npx', 'cucumber-js'] },
];

const only = process.argv.slice(2);
const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
for (const check of checks.filter((candidate) => only.length === 0 || only.some((word) => candidate.name.includes(word)))) {
  console.log(`\n=== ${check.name}: ${check.command.join(' ')}`);
  const started = performance.now();
  const run = spawnSync(check.command[0]!, check.command.slice(1), { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  results.push({ name: check.name, ok: run.status === 0, seconds: (performance.now() - started) / 1000 });
}

console.log('\n=== summary');
for (const result of results) console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.seconds.toFixed(1).padStart(6)} s  ${result.name}`);
const failed = results.filter((result) => !result.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
