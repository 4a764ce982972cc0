/**
 * Lighthouse on the home page: the production build served by the local server (own process), Lighthouse's Node
 * API with its default mobile preset, Debian's Chromium, 5 runs, medians: `npx tsx scripts/bench/lighthouse.ts`.
 */
import lighthouse, { type Result } from 'lighthouse';
import { judged, info, type Benchmark, type BenchResult, type BenchRow } from './benchmark';
import { benchTempDir } from './benchTemp';
import { launchDebuggableChromium } from './chromium';
import { isMain, runAlone } from './cli';
import { productionBuild } from './productionBuild';
import { startServerProcess } from './serverProcess';
import { median } from './stats';

const RUNS = 5;
/** Category id, its label in the table, and the lowest score (0-100) that passes. */
const CATEGORIES = [
  { id: 'performance', label: 'performance', target: 95 },
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best practices', target: 100 },
] as const;
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', format: (value: number) => `${(value / 1000).toFixed(2)} s` },
  { id: 'largest-contentful-paint', label: 'LCP', format: (value: number) => `${(value / 1000).toFixed(2)} s` },
  { id: 'total-blocking-time', label: 'TBT', format: (value: number) => `${Math.round(value)} ms` },
  { id: 'cumulative-layout-shift', label: 'CLS', format: (value: number) => value.toFixed(3) },
] as const;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Audits that do not pass or fail (nothing to fix). */
const UNSCORED = new Set(['notApplicable', 'manual', 'informative', 'error']);

async function runOnce(url: string): Promise<Result> {
  const chromium = await launchDebuggableChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((category) => category.id),
    });
    if (!result) throw new Error('Lighthouse gave no result.');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chromium.stop();
  }
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** Audits of a category that lost points, with how many runs they lost them in. */
function failingAudits(runs: Result[], categoryId: string): string[] {
  const failures = new Map<string, { runs: number; title: string; shown: string }>();
  for (const lhr of runs) {
    for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || UNSCORED.has(audit.scoreDisplayMode)) continue;
      // Performance: the metrics count by weight; other audits of the category only hint at savings.
      const entry = failures.get(ref.id) ?? { runs: 0, title: audit.title, shown: '' };
      entry.runs += 1;
      entry.shown = [audit.displayValue, `score ${audit.score.toFixed(2)}`, ref.weight ? `weight ${ref.weight}` : ''].filter(Boolean).join(', ');
      failures.set(ref.id, entry);
    }
  }
  return [...failures]
    .sort(([, a], [, b]) => b.runs - a.runs)
    .map(([id, entry]) => `  - \`${id}\` (${entry.runs}/${runs.length} runs): ${entry.title} (${entry.shown})`);
}

/** The biggest transfers of a run (Lighthouse's total-byte-weight audit), for "what makes the page heavy". */
function heaviest(lhr: Result, count: number): string {
  const details = lhr.audits['total-byte-weight']?.details as { items?: Array<{ url?: string; totalBytes?: number }> } | undefined;
  return (details?.items ?? [])
    .slice(0, count)
    .map((item) => `${new URL(item.url ?? '', 'http://x').pathname} ${((item.totalBytes ?? 0) / 1024).toFixed(0)} KiB`)
    .join(', ');
}

/** Every URL the page requested (Lighthouse's network-requests audit) that is not on this machine. */
function outsideRequests(runs: Result[]): { total: number; outside: string[] } {
  const outside = new Set<string>();
  let total = 0;
  for (const lhr of runs) {
    const details = lhr.audits['network-requests']?.details as { items?: Array<{ url?: string }> } | undefined;
    for (const { url } of details?.items ?? []) {
      if (!url) continue;
      total += 1;
      const parsed = new URL(url);
      if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') continue;
      if (!LOCAL_HOSTS.has(parsed.hostname)) outside.add(url);
    }
  }
  return { total, outside: [...outside] };
}

export const lighthouseBenchmark: Benchmark = {
  name: 'lighthouse',
  async run(): Promise<BenchResult> {
    const app = await productionBuild('server');
    const server = await startServerProcess({ dataDir: await benchTempDir('lighthouse-data'), staticDir: app.outdir });
    const runs: Result[] = [];
    try {
      for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(`${server.url}/`));
    } finally {
      await server.stop();
    }
    const rows: BenchRow[] = [];
    const details: string[] = [];
    for (const category of CATEGORIES) {
      const scores = runs.map((lhr) => score(lhr, category.id));
      const value = median(scores);
      rows.push(judged(`lighthouse: ${category.label} (median of ${RUNS})`, `${value} (${scores.join(', ')})`, value, { atLeast: category.target }, `>= ${category.target}`));
      if (value < category.target) details.push(`- ${category.label} ${value} < ${category.target}; audits that lost points:`, ...failingAudits(runs, category.id));
    }
    if (rows[0]!.verdict === 'miss') details.push(`- heaviest transfers (run 1): ${heaviest(runs[0]!, 8)}`);
    rows.push(
      info(
        'lighthouse: FCP, LCP, TBT, CLS (medians)',
        METRICS.map((metric) => `${metric.label} ${metric.format(median(runs.map((lhr) => lhr.audits[metric.id]?.numericValue ?? Number.NaN)))}`).join(', '),
      ),
    );
    const requests = outsideRequests(runs);
    rows.push(judged('lighthouse: requests outside localhost', requests.outside.length ? requests.outside.join(' ') : 'none', requests.outside.length, { atMost: 0 }, 'none'));
    const first = runs[0]!;
    details.push(
      `- ${requests.total} requests over ${RUNS} runs, all to ${new URL(server.url).host}${requests.outside.length ? ` except ${requests.outside.length}` : ''}`,
      `- Lighthouse ${first.lighthouseVersion}, ${first.configSettings.formFactor}, throttling ${first.configSettings.throttlingMethod} ` +
        `(RTT ${first.configSettings.throttling.rttMs} ms, ${first.configSettings.throttling.throughputKbps} Kbps, CPU x${first.configSettings.throttling.cpuSlowdownMultiplier}), ` +
        `benchmark index ${runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)).join(', ')}`,
      ...runs.flatMap((lhr) => lhr.runWarnings.map((warning) => `- run warning: ${warning}`)),
      '',
    );
    return {
      name: 'lighthouse',
      title: 'Lighthouse',
      rows,
      howMeasured:
        'The default production build is served by `startMockServer` (data folder in a temporary directory) in a child process. Lighthouse ' +
        '(Node API, default config: mobile form factor, simulated throttling) audits `/` in a fresh Chromium (`/usr/bin/chromium` with the ' +
        "project's headless flags, new profile) each run; 5 runs, median of each category score and metric. Audits that lost points are listed " +
        'for each category under its target. Requests are read from the `network-requests` audit of every run.',
      details,
    };
  },
};

if (isMain(import.meta.url)) await runAlone(lighthouseBenchmark);
