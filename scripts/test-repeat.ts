/**
 * `npm run test:repeat -- [runs] [paths...]`: runs the browser suites that many times (default 5), one after the
 * other, and reports every Gherkin scenario and browser test that failed in at least one run, with how often.
 * Paths narrow it: `features/*.feature` files go to cucumber, `e2e/...` files to vitest; with none, both whole
 * suites run, with the commands and workers `npm test` uses (scripts/test/suites.ts), one suite after the other. The
 * runners' JSON reports are kept in `reports/repeat/`. Exits 1 when anything failed at least once.
 * `--random` runs the scenarios and tests in a random order, a new one per run (cucumber's `--order random:<seed>`,
 * and the e2e/ files with vitest's `--sequence.shuffle.files`), and prints each run's seed: a scenario that passes alone and fails after another
 * one reveals a leak between them; the seed replays that order.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cucumberOutcomes, flakeReport, formatFlakeReport, vitestOutcomes, type Outcome } from './repeat/flakes';
import { cucumberCommand, cucumberEnv, e2eCommand } from './test/suites';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2).filter((arg) => arg !== '--random');
const random = process.argv.includes('--random');
const runs = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 5;
if (runs < 1) throw new Error('The number of runs must be at least 1.');
const features = args.filter((arg) => arg.endsWith('.feature'));
const e2eFiles = args.filter((arg) => arg.startsWith('e2e/'));
const unknown = args.filter((arg) => !features.includes(arg) && !e2eFiles.includes(arg));
if (unknown.length) throw new Error(`Not a feature file or an e2e/ test: ${unknown.join(', ')}`);
const whole = features.length === 0 && e2eFiles.length === 0;

const outDir = join(root, 'reports', 'repeat');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

/** Runs a command with its output shown; the report it writes is read afterwards (a failed run still writes one). */
function run(command: string[], env: Record<string, string> = {}): void {
  spawnSync(command[0]!, command.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1', ...env } });
}

function readReport<T>(file: string, parse: (report: unknown) => T, fallback: T): T {
  try {
    return parse(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  } catch {
    console.error(`No readable report at ${file}: the run ended before writing it.`);
    return fallback;
  }
}

/** A run that wrote no report counts as one failure of the whole suite. */
const wholeRunFailed = (suite: Outcome['suite']): Outcome[] => [{ suite, name: '(the whole run: no report)', failed: true }];

const outcomes: Outcome[][] = [];
const began = performance.now();
for (let index = 1; index <= runs; index += 1) {
  const seed = random ? Math.floor(Math.random() * 1_000_000_000) : undefined;
  console.log(`\n=== run ${index} of ${runs}${seed === undefined ? '' : ` in random order, seed ${seed}`}`);
  const outcome: Outcome[] = [];
  if (whole || features.length) {
    const file = join(outDir, `cucumber-${index}.json`);
    const order = seed === undefined ? [] : ['--order', `random:${seed}`];
    // No second attempt (cucumber.mjs retries a failed scenario once in npm test): here every failure counts.
    run(cucumberCommand([...features, ...order, '--format', `json:${file}`]), { ...cucumberEnv, CUCUMBER_RETRY: '0' });
    outcome.push(...readReport(file, cucumberOutcomes, wholeRunFailed('cucumber')));
  }
  if (whole || e2eFiles.length) {
    const file = join(outDir, `e2e-${index}.json`);
    // Files in a random order; the tests inside a file keep theirs (the crawl's checks share tabs in order).
    const order = seed === undefined ? [] : ['--sequence.shuffle.files', `--sequence.seed=${seed}`];
    run(e2eCommand(whole ? ['e2e'] : e2eFiles, [...order, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]));
    outcome.push(...readReport(file, (report) => vitestOutcomes(report, root), wholeRunFailed('vitest')));
  }
  outcomes.push(outcome);
}

const report = flakeReport(outcomes);
console.log(`\n=== repeat: ${runs} run${runs === 1 ? '' : 's'} in ${((performance.now() - began) / 60_000).toFixed(1)} min\n${formatFlakeReport(report, runs)}`);
process.exit(report.rows.length ? 1 : 0);
