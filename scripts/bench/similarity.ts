/**
 * "More like this" with 10,000 tracks (mocks/search/soundSimilarity.ts): the time to build the index and the p50
 * and p95 of `mostSimilar` and `closestTo`, on feature vectors drawn around the seed's 124 real analyses:
 * `npx tsx scripts/bench/similarity.ts`.
 */
import { info, judged, type Benchmark, type BenchResult } from './benchmark';
import { isMain, runAlone } from './cli';
import { seededRandom, type Random } from './loadRandom';
import { median, percentile } from './stats';
import { FEATURE_COUNT } from '../../mocks/media/analysis/soundAnalyser';
import { buildSeedRecords } from '../../mocks/seed';
import { SoundSimilarityIndex } from '../../mocks/search/soundSimilarity';

const TRACKS = 10_000;
const QUERIES = 500;
const WARM_UPS = 50;
const BUILDS = 3;
const COUNT = 10;
const LATENCY_TARGET_MS = 50;
/** Each synthetic track is a seed track's vector moved by this many of the catalogue's deviations (normal draws) in every dimension. */
const NOISE = 0.3;

const fine = (value: number) => `${value.toFixed(2)} ms`;

/** A standard normal draw (Box-Muller). */
const normal = (random: Random) => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());

/** `TRACKS` vectors, each a seed analysis (the `origin`) with noise proportional to each dimension's deviation in the seed. */
function syntheticCatalogue(seedVectors: number[][], random: Random): { musicId: number; features: number[]; origin: number }[] {
  const deviation = Array.from({ length: FEATURE_COUNT }, (_, d) => {
    const mean = seedVectors.reduce((sum, vector) => sum + vector[d]!, 0) / seedVectors.length;
    return Math.sqrt(seedVectors.reduce((sum, vector) => sum + (vector[d]! - mean) ** 2, 0) / seedVectors.length);
  });
  return Array.from({ length: TRACKS }, (_, i) => {
    const origin = random.between(0, seedVectors.length - 1);
    const features = seedVectors[origin]!.map((value, d) => value + NOISE * deviation[d]! * normal(random));
    return { musicId: i + 1, features, origin };
  });
}

/** Milliseconds of each call of `ask`, after `WARM_UPS` calls that are not counted. */
function timed(ask: (i: number) => unknown): number[] {
  for (let i = 0; i < WARM_UPS; i++) ask(i);
  return Array.from({ length: QUERIES }, (_, i) => {
    const began = performance.now();
    ask(i);
    return performance.now() - began;
  });
}

export const similarityBenchmark: Benchmark = {
  name: 'similarity',
  async run(): Promise<BenchResult> {
    const { files } = buildSeedRecords();
    const seedVectors = files.flatMap((file) => (file.sound ? [file.sound.features] : []));
    const random = seededRandom(20_261_126);
    const tracks = syntheticCatalogue(seedVectors, random);

    const builds: number[] = [];
    let index = new SoundSimilarityIndex([]);
    for (let i = 0; i < BUILDS; i++) {
      const began = performance.now();
      index = new SoundSimilarityIndex(tracks);
      builds.push(performance.now() - began);
    }
    const asked = Array.from({ length: WARM_UPS + QUERIES }, () => random.between(1, TRACKS));
    let sameOrigin = 0;
    const similar = timed((i) => {
      const answers = index.mostSimilar(asked[i]!, COUNT);
      if (i >= WARM_UPS && answers[0] && tracks[answers[0].musicId - 1]!.origin === tracks[asked[i]! - 1]!.origin) sameOrigin++;
    });
    const references = Array.from({ length: WARM_UPS + QUERIES }, () => seedVectors[random.between(0, seedVectors.length - 1)]!);
    const closest = timed((i) => index.closestTo(references[i]!, COUNT));
    const p95 = percentile(similar, 0.95);
    return {
      name: 'similarity',
      title: 'Sound similarity',
      rowPrefix: 'similarity:',
      rows: [
        judged(
          `similarity: mostSimilar p95, ${TRACKS} tracks (${QUERIES} queries, top ${COUNT})`,
          `${fine(p95)} (p50 ${fine(median(similar))}, max ${fine(Math.max(...similar))})`,
          p95,
          { atMost: LATENCY_TARGET_MS },
          `<= ${LATENCY_TARGET_MS} ms`,
        ),
        info(`similarity: closestTo p95, ${TRACKS} tracks (${QUERIES} reference vectors)`, `${fine(percentile(closest, 0.95))} (p50 ${fine(median(closest))})`),
        info(`similarity: index build, ${TRACKS} tracks (median of ${BUILDS})`, `${fine(median(builds))} (${builds.map(fine).join(', ')})`),
      ],
      howMeasured:
        `${TRACKS} synthetic tracks, each one of the seed's ${seedVectors.length} stored analyses (mocks/seed/seedSound.json) chosen at ` +
        `random with every feature moved by a normal draw of ${NOISE} times that feature's standard deviation in the seed (a seeded ` +
        `generator, so every run draws the same). The index is built ${BUILDS} times in this process; then ${QUERIES} \`mostSimilar\` ` +
        `calls for random tracks and ${QUERIES} \`closestTo\` calls with seed vectors, each after ${WARM_UPS} untimed warm-ups, are ` +
        'timed one by one with `performance.now()`.',
      details: [
        `- Vectors held: ${((index.size * FEATURE_COUNT * 4) / 1024 / 1024).toFixed(1)} MiB of Float32Array (${index.size} x ${FEATURE_COUNT})`,
        `- The first answer was drawn from the same seed analysis as the track asked about in ${sameOrigin} of ${QUERIES} queries ` +
          `(about ${Math.round(TRACKS / seedVectors.length)} tracks are drawn from each)`,
      ],
    };
  },
};

if (isMain(import.meta.url)) await runAlone(similarityBenchmark);
