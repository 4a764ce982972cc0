/**
 * Search with 10,000 tracks: the p95 time of the existing query mix over HTTP (./searchLatency.ts), and the worst
 * Interaction to Next Paint while typing queries into /search-details with 4x CPU throttling (./searchTyping.ts):
 * `npx tsx scripts/bench/search.ts`.
 */
import { info, judged, type Benchmark, type BenchResult } from './benchmark';
import { isMain, runAlone } from './cli';
import { packagesIn } from './bundle';
import { busyDuring } from './interactionTiming';
import { productionBuild } from './productionBuild';
import { measureSearchLatency } from './searchLatency';
import { CPU_SLOWDOWN, measureSearchTyping, ROUNDS, type TypedQuery } from './searchTyping';
import { ms, percentile } from './stats';
import { searchMusic } from '../../mocks/handlers/musicSearch';
import { createMockProvider } from '../../mocks/provider';
import { loadKoreanAnalyzer } from '../../mocks/search/koreanAnalyzer';
import { RELEVANCE_JUDGEMENTS, judgedTracks, precisionAt } from '../../mocks/search/relevanceJudgements';

const TRACKS = 10_000;
const LATENCY_RUNS = 200;
const INP_TARGET_MS = 100;
const LATENCY_TARGET_MS = 50;
const PRECISION_TARGET = 0.9;

/** Precision@10 of the labelled queries (mocks/search/relevanceJudgements.ts) on the seed, with the Korean analyser. */
async function measurePrecision(): Promise<{ mean: number; worst: Array<{ query: string; precision: number }> }> {
  const { ctx } = await createMockProvider({ analyzer: await loadKoreanAnalyzer() });
  const tracks = judgedTracks(ctx);
  const all = RELEVANCE_JUDGEMENTS.map(({ query, relevant }) => ({
    query,
    precision: precisionAt(
      10,
      searchMusic(ctx, { q: query }).tracks.map((music) => music.id),
      tracks,
      relevant,
    ),
  }));
  return { mean: all.reduce((sum, { precision }) => sum + precision, 0) / all.length, worst: [...all].sort((a, b) => a.precision - b.precision).slice(0, 5) };
}
/** Event Timing reports nothing under this many milliseconds. */
const THRESHOLD_MS = 16;

/** Every interaction's duration; those the page counted but no entry reported (under 16 ms) count as 0. */
function durations(typed: TypedQuery[]): number[] {
  return typed.flatMap((query) => [
    ...query.interactions.map((interaction) => interaction.duration),
    ...new Array<number>(Math.max(0, query.interactionCount - query.interactions.length)).fill(0),
  ]);
}

/** `chunk-AB12CD34.js: react-dom 92%` for each built file named in `lines`, from the build's metafile. */
async function chunkContents(lines: string[]): Promise<string[]> {
  const { metafile } = await productionBuild('server');
  const named = new Set(lines.flatMap((line) => [...line.matchAll(/\(([\w-]+\.js)\)/g)].map((match) => match[1]!)));
  return [...named].flatMap((file) => {
    const output = Object.keys(metafile.outputs).find((path) => path.endsWith(`/${file}`));
    if (!output) return [];
    const packages = packagesIn(metafile, [output]);
    const total = packages.reduce((sum, entry) => sum + entry.bytes, 0);
    const top = packages.slice(0, 2).map((entry) => `${entry.name} ${Math.round((100 * entry.bytes) / total)}%`);
    return [`${file}: ${top.join(', ')}`];
  });
}

const shown = (value: number) => (value < THRESHOLD_MS ? `< ${THRESHOLD_MS} ms` : ms(value));

export const searchBenchmark: Benchmark = {
  name: 'search',
  async run(): Promise<BenchResult> {
    const precision = await measurePrecision();
    const latency = await measureSearchLatency({ tracks: TRACKS, runs: LATENCY_RUNS });
    const typing = await measureSearchTyping(TRACKS);
    const all = durations(typing.typed);
    const worst = all.length ? Math.max(...all) : 0;
    const slowest = typing.typed
      .flatMap((query) => query.interactions.map((interaction) => ({ query, interaction })))
      .sort((a, b) => b.interaction.duration - a.interaction.duration)
      .slice(0, 3);
    const garbled = typing.typed.filter((query) => query.boxValue !== query.query);
    const slowLines = slowest.map(
      ({ query, interaction }) =>
        `  - ${ms(interaction.duration)} typing "${query.query}" (${interaction.types.join('+')}): ${ms(interaction.inputDelay)} + ` +
        `${ms(interaction.processing)} + ${ms(interaction.presentationDelay)}; ${busyDuring(interaction, query.longFrames).join(', ') || 'no long frame'}`,
    );
    const chunks = await chunkContents(slowLines);
    const perQuery = [...new Set(typing.typed.map((query) => query.query))].map((query) => {
      const rounds = typing.typed.filter((typed) => typed.query === query);
      return `"${query}" ${shown(Math.max(0, ...durations(rounds)))}`;
    });
    return {
      name: 'search',
      title: 'Search',
      rowPrefix: 'search:',
      rows: [
        judged(
          `search: p95 over HTTP, ${latency.tracks} tracks (${latency.queries.length} queries x ${latency.runs})`,
          `${ms(latency.all.p95)} (p50 ${ms(latency.all.p50)}, max ${ms(latency.all.max)})`,
          latency.all.p95,
          { atMost: LATENCY_TARGET_MS },
          `<= ${LATENCY_TARGET_MS} ms`,
        ),
        judged(
          `search: precision@10 of ${RELEVANCE_JUDGEMENTS.length} labelled queries (ko and en), seed catalogue`,
          precision.mean.toFixed(3),
          precision.mean,
          { atLeast: PRECISION_TARGET },
          `>= ${PRECISION_TARGET}`,
        ),
        judged(`search: worst INP typing queries, CPU throttled x${CPU_SLOWDOWN}`, ms(worst), worst, { atMost: INP_TARGET_MS }, `<= ${INP_TARGET_MS} ms`),
        info('search: INP p75 / p98 of the typing interactions', `${shown(percentile(all, 0.75))} / ${shown(percentile(all, 0.98))} (${all.length} interactions)`),
      ],
      howMeasured:
        `Latency: \`scripts/bench/searchLatency.ts\` (the server in this process, in memory, seeded up to ${latency.tracks} tracks), ` +
        `${latency.runs} timed requests of each of its ${latency.queries.length} queries after 10 warm-ups, from request to parsed answer; ` +
        `p95 of all of them. INP: the production build served by \`startMockServer\` in a child process with ${typing.tracks} tracks; Chromium ` +
        `(Playwright) opens \`/search-details\`, then with CPU throttling x${CPU_SLOWDOWN} (\`Emulation.setCPUThrottlingRate\`) types "chase" ` +
        'key by key and "새벽" and "ㅅㅂ" as a Korean 2-set IME does (keydown 229, composition updates, keyup), 150 ms between keys, ' +
        `${ROUNDS} rounds, waiting 2.5 s after each query for the debounced search to render. A PerformanceObserver (\`event\`, ` +
        '`durationThreshold: 16`, added with `addInitScript`, so the CSP allows it) groups entries by `interactionId`; an interaction lasts as long ' +
        'as its longest entry; interactions the page counted (`performance.interactionCount`) without an entry count as under 16 ms.',
      details: [
        `- precision@10 (share of the first 10 results, or of all when fewer, that the query's judge in mocks/search/relevanceJudgements.ts calls right), lowest: ${precision.worst.map(({ query, precision: value }) => `"${query}" ${value.toFixed(2)}`).join(', ')}`,
        `- p95 per query: ${latency.queries.map((query) => `${query.query} ${ms(query.p95)} (${query.matches} matches)`).join('; ')}`,
        `- worst interaction per query: ${perQuery.join(', ')}`,
        '- slowest interactions (input delay + event handlers + until the next paint; main thread in the long frames around it):',
        ...slowLines,
        ...(chunks.length ? [`- built files named above: ${chunks.join('; ')}`] : []),
        garbled.length
          ? `- the search box did not hold the typed text after ${garbled.length} of ${typing.typed.length} queries: ${garbled.map((query) => `"${query.query}" became "${query.boxValue}"`).join(', ')}`
          : `- the search box held the typed text after all ${typing.typed.length} queries`,
        '',
      ],
    };
  },
};

if (isMain(import.meta.url)) await runAlone(searchBenchmark);
