/**
 * `npm run bench [-- <names…>] [--no-doc] [--note "<text>"]`: runs the benchmarks (all, or those named: bundle,
 * lighthouse, uploads, search, shared, build, waveform, sound, similarity, scheduler, writes, load, suite), prints one table, and writes docs/benchmarks.md when all of them ran
 * (`--doc` writes it for a subset too, `--no-doc` never; `--merge` replaces only the chosen benchmarks' rows and
 * sections in it, for those that read rather than measure, such as `suite`). Not part of `npm test`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mergeBenchDoc, renderBenchDoc } from './benchDoc';
import type { Benchmark, BenchResult } from './benchmark';
import { buildTimeBenchmark } from './buildTime';
import { bundleBenchmark } from './bundle';
import { lighthouseBenchmark } from './lighthouse';
import { loadBenchmark } from './load';
import { currentLoad, describeMachine } from './machine';
import { schedulerBenchmark } from './scheduler';
import { searchBenchmark } from './search';
import { similarityBenchmark } from './similarity';
import { soundBenchmark } from './sound';
import { suiteTimeBenchmark } from './suiteTime';
import { sharedShortlistBenchmark } from './sharedShortlist';
import { textTable } from './table';
import { uploadBenchmark } from './uploadThroughput';
import { waveformBenchmark } from './waveform';
import { writeLatencyBenchmark } from './writeLatency';

const BENCHMARKS: Benchmark[] = [
  bundleBenchmark,
  lighthouseBenchmark,
  uploadBenchmark,
  searchBenchmark,
  sharedShortlistBenchmark,
  buildTimeBenchmark,
  waveformBenchmark,
  soundBenchmark,
  similarityBenchmark,
  schedulerBenchmark,
  writeLatencyBenchmark,
  loadBenchmark,
  suiteTimeBenchmark,
];
const DOC = join(dirname(fileURLToPath(import.meta.url)), '../../docs/benchmarks.md');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'no-doc': { type: 'boolean', default: false },
    doc: { type: 'boolean', default: false },
    merge: { type: 'boolean', default: false },
    note: { type: 'string' },
  },
});
const unknown = positionals.filter((name) => !BENCHMARKS.some((benchmark) => benchmark.name === name));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${BENCHMARKS.map((benchmark) => benchmark.name).join(', ')}.`);
  process.exit(2);
}
const chosen = positionals.length ? BENCHMARKS.filter((benchmark) => positionals.includes(benchmark.name)) : BENCHMARKS;

const machine = describeMachine();
const started = new Date();
const results: BenchResult[] = [];
let crashed = false;
for (const benchmark of chosen) {
  console.log(`\n=== ${benchmark.name}`);
  const began = performance.now();
  try {
    results.push(await benchmark.run());
  } catch (error) {
    crashed = true;
    console.error(error);
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    results.push({
      name: benchmark.name,
      title: benchmark.name,
      rows: [{ benchmark: benchmark.name, value: `failed: ${message}`, target: '-', verdict: 'miss' }],
      howMeasured: '',
      details: [],
    });
  }
  console.log(`(${((performance.now() - began) / 1000).toFixed(0)} s)`);
}

const rows = results.flatMap((result) => result.rows);
console.log(`\n${textTable(rows)}\n`);
for (const result of results) if (result.details.length) console.log(`${result.title}\n${result.details.join('\n')}`);
const misses = rows.filter((row) => row.verdict === 'miss').length;
console.log(`${rows.filter((row) => row.verdict === 'pass').length} pass, ${misses} miss, ${rows.filter((row) => row.verdict === 'info').length} without a target`);

const writeDoc = !values['no-doc'] && (chosen.length === BENCHMARKS.length || values.doc);
if (values.merge && !values['no-doc'] && !crashed) {
  await writeFile(DOC, mergeBenchDoc(await readFile(DOC, 'utf8'), results, started));
  console.log(`Merged ${chosen.map((benchmark) => benchmark.name).join(', ')} into ${DOC}`);
} else if (writeDoc) {
  const minutes = (Date.now() - started.getTime()) / 60_000;
  await mkdir(dirname(DOC), { recursive: true });
  await writeFile(DOC, renderBenchDoc({ date: started, machine, loadAfter: currentLoad(), minutes, results, note: values.note }));
  console.log(`Wrote ${DOC}`);
}
process.exit(crashed ? 1 : 0);
