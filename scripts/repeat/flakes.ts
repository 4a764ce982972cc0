/**
 * What a repeated run of the browser suites found: every Gherkin scenario and browser test that failed in at
 * least one run, read from the runners' JSON reports (cucumber's `json` formatter, vitest's `json` reporter).
 */

/** One run's verdict on one scenario or test, by a name stable across runs. */
export interface Outcome {
  suite: 'cucumber' | 'vitest';
  name: string;
  failed: boolean;
}

interface CucumberStep {
  result?: { status?: string };
}
interface CucumberElement {
  type?: string;
  name?: string;
  line?: number;
  steps?: CucumberStep[];
}
interface CucumberFeature {
  uri?: string;
  elements?: CucumberElement[];
}

/** Statuses that fail a scenario (a pending or skipped step does not by itself). */
const FAILING = new Set(['failed', 'undefined', 'ambiguous']);

/** The scenarios of one cucumber JSON report (`--format json:file`); a scenario outline's rows are told apart by line. */
export function cucumberOutcomes(report: unknown): Outcome[] {
  const features = Array.isArray(report) ? (report as CucumberFeature[]) : [];
  return features.flatMap((feature) =>
    (feature.elements ?? [])
      .filter((element) => element.type !== 'background')
      .map((element) => ({
        suite: 'cucumber' as const,
        name: `${feature.uri ?? '?'}:${element.line ?? 0} ${element.name ?? ''}`.trim(),
        failed: (element.steps ?? []).some((step) => FAILING.has(step.result?.status ?? '')),
      })),
  );
}

interface VitestAssertion {
  fullName?: string;
  title?: string;
  status?: string;
}
interface VitestFile {
  name?: string;
  status?: string;
  message?: string;
  assertionResults?: VitestAssertion[];
}

/** The tests of one vitest JSON report (`--reporter=json`); a file that failed before any test ran counts as one failure. */
export function vitestOutcomes(report: unknown, root = ''): Outcome[] {
  const files = (report as { testResults?: VitestFile[] } | undefined)?.testResults ?? [];
  return files.flatMap((file) => {
    const path = (file.name ?? '?').startsWith(root) ? (file.name ?? '?').slice(root.length).replace(/^\//, '') : (file.name ?? '?');
    const tests = file.assertionResults ?? [];
    if (tests.length === 0) return [{ suite: 'vitest' as const, name: `${path} (the file)`, failed: file.status === 'failed' }];
    return tests
      .filter((test) => test.status !== 'skipped' && test.status !== 'pending' && test.status !== 'todo')
      .map((test) => ({ suite: 'vitest' as const, name: `${path} > ${test.fullName ?? test.title ?? ''}`, failed: test.status === 'failed' }));
  });
}

export interface FlakeRow {
  suite: Outcome['suite'];
  name: string;
  /** Runs in which it failed, of the runs in which it ran. */
  failures: number;
  runs: number;
}

/** Every scenario or test that failed at least once over the runs, most failures first. */
export function flakeReport(runs: Outcome[][]): { rows: FlakeRow[]; checked: number } {
  const byName = new Map<string, FlakeRow>();
  for (const run of runs) {
    for (const outcome of run) {
      const key = `${outcome.suite} ${outcome.name}`;
      const row = byName.get(key) ?? { suite: outcome.suite, name: outcome.name, failures: 0, runs: 0 };
      row.runs += 1;
      if (outcome.failed) row.failures += 1;
      byName.set(key, row);
    }
  }
  const rows = [...byName.values()].filter((row) => row.failures > 0).sort((a, b) => b.failures - a.failures || a.name.localeCompare(b.name));
  return { rows, checked: byName.size };
}

/** The report as text: one line a scenario or test that failed at least once, then the totals. */
export function formatFlakeReport(report: { rows: FlakeRow[]; checked: number }, runCount: number): string {
  const lines = report.rows.map((row) => `${String(row.failures).padStart(3)}/${row.runs}  ${row.suite.padEnd(8)} ${row.name}`);
  const summary = `${report.rows.length} of ${report.checked} scenarios and tests failed at least once in ${runCount} run${runCount === 1 ? '' : 's'}`;
  return [...(lines.length ? ['failed at least once (failures/runs):', ...lines] : ['no scenario or test failed']), summary].join('\n');
}
