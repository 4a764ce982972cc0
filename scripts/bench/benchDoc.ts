import type { BenchResult } from './benchmark';
import type { Machine } from './machine';
import { markdownTable } from './table';

export interface BenchDocInput {
  date: Date;
  machine: Machine;
  /** Load averages when the run ended. */
  loadAfter: string;
  /** Minutes the whole run took. */
  minutes: number;
  results: BenchResult[];
  /** A remark on the conditions (e.g. other work on the machine). */
  note?: string;
}

/** docs/benchmarks.md: the table of one run, the machine, how each benchmark measures, and the details. */
export function renderBenchDoc({ date, machine, loadAfter, minutes, results, note }: BenchDocInput): string {
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (every benchmark; `npm run bench -- bundle search` runs some, `--no-doc` leaves this file alone).',
    'They measure; they are not part of `npm test`. Each one also runs alone: `npx tsx scripts/bench/<bundle|lighthouse|uploadThroughput|search|sharedShortlist|buildTime|waveform|writeLatency|load|suiteTime>.ts`.',
    '',
    `Measured ${date.toISOString().replace(/\.\d+Z$/, 'Z')} in ${minutes.toFixed(0)} min on:`,
    '',
    `- CPU: ${machine.cpu}, ${machine.cores} cores`,
    `- RAM: ${machine.ramGiB} GiB`,
    `- OS: ${machine.os}`,
    `- Node ${machine.node}, ${machine.chromium}`,
    `- load average (1, 5, 15 min): ${machine.load} at the start, ${loadAfter} at the end`,
    '',
    ...(note ? [`> ${note}`, ''] : []),
    '## Results',
    '',
    markdownTable(results.flatMap((result) => result.rows)),
    '',
    '## How each is measured, and details',
    '',
  ];
  for (const result of results) {
    lines.push(`### ${result.title}`, '', result.howMeasured, '');
    if (result.details.length) lines.push(...result.details);
    if (lines.at(-1) !== '') lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
