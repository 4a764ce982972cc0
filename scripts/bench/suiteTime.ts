/**
 * The time of the whole `npm test`, read from the summary its last run left (scripts/test/suiteSummary.ts): by
 * default `reports/test-all/summary.json`; `SUITE_SUMMARY=<path>` reads another, such as a fresh clone's after
 * `.ci/run`. It measures nothing itself: running the suite inside the benchmarks would take the machine for an hour.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SUITE_SUMMARY, type SuiteSummary } from '../test/suiteSummary';
import { info, judged, type Benchmark, type BenchResult } from './benchmark';
import { isMain, runAlone } from './cli';

/** The suite issue's bar for the whole `npm test` from a fresh clone on this machine. */
const TARGET_MINUTES = 15;

export const suiteTimeBenchmark: Benchmark = {
  name: 'suite',
  run(): Promise<BenchResult> {
    const file = process.env.SUITE_SUMMARY ?? SUITE_SUMMARY;
    if (!existsSync(file)) throw new Error(`No summary of a full npm test at ${file}: run npm test (or .ci/run) first.`);
    const summary = JSON.parse(readFileSync(file, 'utf8')) as SuiteSummary;
    if (!summary.complete) throw new Error(`${file} is of a partial npm test run (some checks were chosen).`);
    const failed = summary.checks.filter((check) => !check.ok).length;
    const what = summary.freshClone ? 'npm test from a fresh clone' : 'npm test (in a working copy)';
    const when = `${summary.startedAt.slice(0, 16).replace('T', ' ')} UTC, ${failed ? `${failed} check(s) failed` : 'all passed'}`;
    return Promise.resolve({
      name: 'suite',
      title: 'The whole test suite',
      rowPrefix: 'npm test',
      rows: [
        judged(what, `${summary.minutes.toFixed(1)} min (${when})`, summary.minutes, { atMost: TARGET_MINUTES }, `<= ${TARGET_MINUTES} min`),
        ...summary.checks.map((check) => info(`${what}: ${check.name}`, `${check.seconds.toFixed(0)} s${check.ok ? '' : ' (failed)'}`)),
      ],
      howMeasured:
        'Read from the summary `npm test` writes at its end (`reports/test-all/summary.json`); `.ci/run` marks a run on a fresh clone. ' +
        'Checks of one wave run side by side, so their times overlap.',
      details: [
        `- machine: ${summary.machine.cpu}, ${summary.machine.cores} cores, ${summary.machine.ramGiB} GiB; ${summary.machine.os}; Node ${summary.machine.node}, ${summary.machine.chromium}`,
        `- load average (1, 5, 15 min): ${summary.machine.load} at the start, ${summary.loadAtEnd} at the end`,
      ],
    });
  },
};

if (isMain(import.meta.url)) await runAlone(suiteTimeBenchmark);
