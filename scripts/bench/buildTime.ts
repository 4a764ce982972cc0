/**
 * Wall time of the production build (`build()` of esbuild.config.ts, the default `npm run build` kind), median of 3:
 * `npx tsx scripts/bench/buildTime.ts`.
 */
import { join } from 'node:path';
import { build } from '../../esbuild.config';
import { info, type Benchmark, type BenchResult } from './benchmark';
import { benchTempDir } from './benchTemp';
import { isMain, runAlone } from './cli';
import { buildOptions } from './productionBuild';
import { median } from './stats';

const RUNS = 3;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

export const buildTimeBenchmark: Benchmark = {
  name: 'build',
  async run(): Promise<BenchResult> {
    const dir = await benchTempDir('build-time');
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await build(buildOptions('server', join(dir, `dist-${run}`)));
      times.push(performance.now() - started);
    }
    return {
      name: 'build',
      title: 'Build time',
      rows: [info('build: production build wall time (median of 3)', `${seconds(median(times))} (${times.map(seconds).join(', ')})`)],
      howMeasured:
        '`build()` of esbuild.config.ts (the `npm run build` kind, minified, with source maps, index.html, config.json and meta.json), ' +
        'into a new temporary folder each time, timed from the call to its end in this process; 3 runs, median.',
      details: [],
    };
  },
};

if (isMain(import.meta.url)) await runAlone(buildTimeBenchmark);
