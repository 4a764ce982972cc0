/**
 * Lighthouse on the public routes a visitor lands on: the production build served by the local server (own process),
 * Lighthouse's Node API with its default mobile preset, Debian's Chromium, 5 runs of each route (taken in turns, so
 * the machine's load spreads over all of them), medians: `npx tsx scripts/bench/lighthouse.ts [--runs 1]
 * [--only home,search] [--reports reports/lighthouse] [--dist dir]` (`--reports` keeps every run's whole report;
 * `--dist` audits a build as it is, to compare one changed by hand).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Result } from 'lighthouse';
import { judged, type Benchmark, type BenchResult, type BenchRow, type Verdict } from './benchmark';
import { benchTempDir } from './benchTemp';
import { launchDebuggableChromium } from './chromium';
import { isMain, runAlone } from './cli';
import { productionBuild } from './productionBuild';
import { startServerProcess } from './serverProcess';
import { shareFullShortlist } from './sharedShortlist';
import { median } from './stats';

export const DEFAULT_RUNS = 5;
/** Tracks in the benchmark's shared shortlist (a note with a time on every third). */
const SHARED_TRACKS = 30;

/** Category id, its short label, and the lowest score (0-100) that passes unless a route sets its own. */
const CATEGORIES = [
  { id: 'performance', label: 'perf' },
  { id: 'accessibility', label: 'a11y' },
  { id: 'best-practices', label: 'best practices' },
] as const;
type CategoryId = (typeof CATEGORIES)[number]['id'];
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', format: (value: number) => `${(value / 1000).toFixed(2)} s` },
  { id: 'largest-contentful-paint', label: 'LCP', format: (value: number) => `${(value / 1000).toFixed(2)} s` },
  { id: 'total-blocking-time', label: 'TBT', format: (value: number) => `${Math.round(value)} ms` },
  { id: 'cumulative-layout-shift', label: 'CLS', format: (value: number) => value.toFixed(3) },
] as const;
type MetricId = (typeof METRICS)[number]['id'];

export interface RouteTargets {
  /** Lowest category scores, 0-100. */
  scores: Record<CategoryId, number>;
  /** Highest metric values (ms, or unitless for CLS); metrics without one are shown only. */
  metrics: Partial<Record<MetricId, number>>;
}

export interface BenchRoute {
  name: string;
  /** The path audited; `shared` gets its token when the bench has made the shortlist. */
  path: (context: { shareToken: string }) => string;
  targets: RouteTargets;
}

const HOME_TARGETS: RouteTargets = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 100 },
  metrics: { 'largest-contentful-paint': 2000, 'total-blocking-time': 200, 'cumulative-layout-shift': 0.02 },
};
const PAGE_TARGETS: RouteTargets = { scores: { performance: 90, accessibility: 100, 'best-practices': 100 }, metrics: {} };

/** The routes of issue 16's targets: home, a search with results, the musician list, a musician, notices, a shared shortlist. */
export const ROUTES: BenchRoute[] = [
  { name: 'home', path: () => '/', targets: HOME_TARGETS },
  { name: 'search', path: () => `/search-details?q=${encodeURIComponent('새벽')}`, targets: PAGE_TARGETS },
  { name: 'musician list', path: () => '/musician-list', targets: PAGE_TARGETS },
  { name: 'musician', path: () => '/musician-details/1', targets: PAGE_TARGETS },
  { name: 'notice list', path: () => '/notice-list', targets: PAGE_TARGETS },
  { name: 'shared shortlist', path: ({ shareToken }) => `/s/${shareToken}`, targets: PAGE_TARGETS },
];

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Audits that do not pass or fail (nothing to fix). */
const UNSCORED = new Set(['notApplicable', 'manual', 'informative', 'error']);

/**
 * Asks once for a page and every file its HTML names, as a browser would, compressed: a server that has been
 * running answers from its caches (its compressed copies, a page rendered at request time), and the first
 * measured run must not be the one to fill them.
 */
async function warmUp(url: string): Promise<void> {
  const headers = { 'Accept-Encoding': 'br, gzip' };
  const html = await (await fetch(url, { headers })).text();
  const files = new Set([...html.matchAll(/(?:href|src)="(\/[^"#?]+)"/g)].map((match) => match[1]!));
  await Promise.all([...files].map(async (file) => void (await (await fetch(new URL(file, url), { headers })).arrayBuffer())));
}

/** Keeps a run's whole report (`--reports <dir>`), to read what an audit found: `<route>-<run>.json`. */
async function writeReport(dir: string, route: string, run: number, lhr: Result): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, `${route.replace(/\W+/g, '-')}-${run}.json`), JSON.stringify(lhr));
}

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
  return [...failures].sort(([, a], [, b]) => b.runs - a.runs).map(([id, entry]) => `  - \`${id}\` (${entry.runs}/${runs.length} runs): ${entry.title} (${entry.shown})`);
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

const metricValue = (lhr: Result, id: MetricId) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * One route's row: the median of each category score and metric over its runs, judged against its targets (a
 * miss when any score is under its target or any targeted metric over it).
 */
export function routeRow(route: Pick<BenchRoute, 'name' | 'targets'>, runs: Result[]): BenchRow & { misses: string[] } {
  const misses: string[] = [];
  const scores = CATEGORIES.map((category) => {
    const value = median(runs.map((lhr) => score(lhr, category.id)));
    const target = route.targets.scores[category.id];
    if (!(value >= target)) misses.push(`${category.label} ${value} < ${target}`);
    return `${category.label} ${value}`;
  });
  const metrics = METRICS.map((metric) => {
    const value = median(runs.map((lhr) => metricValue(lhr, metric.id)));
    const limit = route.targets.metrics[metric.id];
    if (limit !== undefined && !(value <= limit)) misses.push(`${metric.label} ${metric.format(value)} > ${metric.format(limit)}`);
    return `${metric.label} ${metric.format(value)}`;
  });
  const { scores: targetScores, metrics: targetMetrics } = route.targets;
  const target = [
    `perf >= ${targetScores.performance}`,
    ...METRICS.filter((metric) => targetMetrics[metric.id] !== undefined).map((metric) => `${metric.label} <= ${metric.format(targetMetrics[metric.id]!)}`),
    targetScores.accessibility === targetScores['best-practices']
      ? `a11y, best practices >= ${targetScores.accessibility}`
      : `a11y >= ${targetScores.accessibility}, best practices >= ${targetScores['best-practices']}`,
  ].join(', ');
  const verdict: Verdict = misses.length ? 'miss' : 'pass';
  return {
    benchmark: `lighthouse: ${route.name} (median of ${runs.length})`,
    value: `${scores.join(', ')}; ${metrics.join(', ')}`,
    target,
    verdict,
    misses,
  };
}

export interface LighthouseOptions {
  runs?: number;
  /** Route names to audit (all by default). */
  only?: string[];
  /** A folder to keep every run's whole report in. */
  reports?: string;
  /** A build of `npm start`'s kind to audit as it is (to compare a changed build), instead of building one. */
  dist?: string;
}

export async function measureLighthouse(options: LighthouseOptions = {}): Promise<BenchResult> {
  const runCount = options.runs ?? DEFAULT_RUNS;
  const routes = options.only?.length ? ROUTES.filter((route) => options.only!.includes(route.name)) : ROUTES;
  if (routes.length === 0) throw new Error(`No route named ${options.only?.join(', ')}; choose from ${ROUTES.map((route) => route.name).join(', ')}.`);
  const app = options.dist ? { outdir: options.dist } : await productionBuild('server');
  const server = await startServerProcess({ dataDir: await benchTempDir('lighthouse-data'), staticDir: app.outdir });
  const runs = new Map<BenchRoute, Result[]>(routes.map((route) => [route, []]));
  const began = performance.now();
  try {
    const shareToken = routes.some((route) => route.name === 'shared shortlist') ? await shareFullShortlist(server.url, SHARED_TRACKS) : '';
    for (const route of routes) await warmUp(`${server.url}${route.path({ shareToken })}`);
    // In turns (every route once, then again), so a busy minute of the machine does not fall on one route alone.
    for (let run = 0; run < runCount; run += 1) {
      for (const route of routes) {
        const lhr = await runOnce(`${server.url}${route.path({ shareToken })}`);
        runs.get(route)!.push(lhr);
        if (options.reports) await writeReport(options.reports, route.name, runs.get(route)!.length, lhr);
      }
    }
  } finally {
    await server.stop();
  }
  const seconds = (performance.now() - began) / 1000;

  const rows: BenchRow[] = [];
  const details: string[] = [];
  for (const route of routes) {
    const routeRuns = runs.get(route)!;
    const { misses, ...row } = routeRow(route, routeRuns);
    rows.push(row);
    const performanceScores = routeRuns.map((lhr) => score(lhr, 'performance'));
    details.push(`- ${route.name} (\`${route.path({ shareToken: '{token}' })}\`): performance ${performanceScores.join(', ')}`);
    if (misses.length) {
      details.push(`  - missed: ${misses.join('; ')}`);
      for (const category of CATEGORIES) {
        if (median(routeRuns.map((lhr) => score(lhr, category.id))) < route.targets.scores[category.id]) {
          details.push(`  - ${category.label}: audits that lost points`, ...failingAudits(routeRuns, category.id).map((line) => `  ${line}`));
        }
      }
      details.push(`  - heaviest transfers (run 1): ${heaviest(routeRuns[0]!, 8)}`);
    }
  }
  const allRuns = [...runs.values()].flat();
  const requests = outsideRequests(allRuns);
  rows.push(
    judged('lighthouse: requests outside localhost', requests.outside.length ? requests.outside.join(' ') : 'none', requests.outside.length, { atMost: 0 }, 'none'),
  );
  const first = allRuns[0]!;
  details.push(
    `- ${requests.total} requests over ${allRuns.length} runs, all to ${new URL(server.url).host}${requests.outside.length ? ` except ${requests.outside.length}` : ''}`,
    `- ${allRuns.length} Lighthouse runs in ${Math.round(seconds)} s (${(seconds / allRuns.length).toFixed(0)} s each, a fresh Chromium per run)`,
    `- Lighthouse ${first.lighthouseVersion}, ${first.configSettings.formFactor}, throttling ${first.configSettings.throttlingMethod} ` +
      `(RTT ${first.configSettings.throttling.rttMs} ms, ${first.configSettings.throttling.throughputKbps} Kbps, CPU x${first.configSettings.throttling.cpuSlowdownMultiplier}), ` +
      `benchmark index ${allRuns.map((lhr) => Math.round(lhr.environment.benchmarkIndex)).join(', ')}`,
    ...allRuns.flatMap((lhr) => lhr.runWarnings.map((warning) => `- run warning (${new URL(lhr.finalDisplayedUrl).pathname}): ${warning}`)),
    '',
  );
  return {
    name: 'lighthouse',
    title: 'Lighthouse',
    rowPrefix: 'lighthouse:',
    rows,
    howMeasured:
      'The default production build is served by `startMockServer` (data folder in a temporary directory, the seed) in a child process. ' +
      'Lighthouse (Node API, default config: mobile form factor, simulated throttling) audits each route in a fresh Chromium ' +
      "(`/usr/bin/chromium` with the project's headless flags, new profile, nothing cached, no language cookie: Korean) each run: " +
      `${routes.map((route) => `${route.name} \`${route.path({ shareToken: '{token}' })}\``).join(', ')}. ` +
      `The shared shortlist is the demo general user's, filled to ${SHARED_TRACKS} tracks through mock control and shared for 30 days before the first run. ` +
      `${runCount} runs of each route, taken in turns; the row gives the median of each category score and metric. ` +
      'Targets: home performance >= 95 with LCP <= 2.0 s, TBT <= 200 ms and CLS <= 0.02; every other route performance >= 90; accessibility and ' +
      'best practices 100 everywhere. Audits that lost points are listed for each route under its target. Requests are read from the ' +
      '`network-requests` audit of every run.',
    details,
  };
}

export const lighthouseBenchmark: Benchmark = {
  name: 'lighthouse',
  run: () => measureLighthouse(),
};

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: String(DEFAULT_RUNS) }, only: { type: 'string' }, reports: { type: 'string' }, dist: { type: 'string' } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1.');
  const only = values.only
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  await runAlone({ name: 'lighthouse', run: () => measureLighthouse({ runs, only, reports: values.reports, dist: values.dist }) });
}
