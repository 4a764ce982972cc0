/** What every benchmark of `npm run bench` returns: table rows, how it measured, and details for the doc. */

/** `pass`/`miss` against a target; `info` for numbers without one. */
export type Verdict = 'pass' | 'miss' | 'info';

/** One line of the benchmark table. */
export interface BenchRow {
  benchmark: string;
  value: string;
  /** The target as text (`<= 200 KiB`), or `-` for none. */
  target: string;
  verdict: Verdict;
}

export interface BenchResult {
  /** The word that selects it on the command line: `bundle`, `lighthouse`, `uploads`, `search`, `build`. */
  name: string;
  title: string;
  rows: BenchRow[];
  /** One short paragraph (markdown): what was measured and how. */
  howMeasured: string;
  /** Markdown lines: breakdowns, failing audits, biggest packages. */
  details: string[];
  /**
   * What every one of its rows' names starts with: a run of this benchmark alone may then replace its rows and
   * section in docs/benchmarks.md and keep the others (`npm run bench -- <name> --merge`).
   */
  rowPrefix?: string;
}

export interface Benchmark {
  name: string;
  run(): Promise<BenchResult>;
}

/** A row judged against an upper (`atMost`) or lower (`atLeast`) bound. */
export function judged(benchmark: string, value: string, measured: number, bound: { atMost: number } | { atLeast: number }, target: string): BenchRow {
  const ok = 'atMost' in bound ? measured <= bound.atMost : measured >= bound.atLeast;
  return { benchmark, value, target, verdict: ok ? 'pass' : 'miss' };
}

export const info = (benchmark: string, value: string): BenchRow => ({ benchmark, value, target: '-', verdict: 'info' });
