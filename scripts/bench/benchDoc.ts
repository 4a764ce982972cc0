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
    'They measure; they are not part of `npm test`. Each one also runs alone: `npx tsx scripts/bench/<bundle|lighthouse|uploadThroughput|search|sharedShortlist|buildTime|waveform|sound|similarity|scheduler|writeLatency|load|suiteTime>.ts`.',
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

const sectionOf = (result: BenchResult, date: Date) => {
  const lines = [`### ${result.title}`, '', `Measured ${date.toISOString().replace(/\.\d+Z$/, 'Z')}, apart from the run above.`, '', result.howMeasured, ''];
  if (result.details.length) lines.push(...result.details, '');
  return lines.join('\n');
};

/**
 * docs/benchmarks.md with the rows and section of `results` (each with a `rowPrefix`) replaced or added, and every
 * other benchmark's as it was: for a benchmark that reads rather than measures, such as the suite's time.
 */
export function mergeBenchDoc(doc: string, results: BenchResult[], date: Date): string {
  let lines = doc.trimEnd().split('\n');
  for (const result of results) {
    const prefix = result.rowPrefix;
    if (!prefix) throw new Error(`${result.name} names no row prefix: it cannot be merged into the doc; run every benchmark.`);
    const mine = (line: string) => line.startsWith(`| ${prefix}`);
    const tableEnd = lines.findIndex((line, index) => index > lines.indexOf('## Results') + 1 && line.startsWith('|') && !lines[index + 1]?.startsWith('|'));
    if (tableEnd < 0) throw new Error('docs/benchmarks.md has no results table to merge into.');
    const table = markdownTable(result.rows).split('\n').slice(2);
    const kept = lines.slice(0, tableEnd + 1).filter((line) => !mine(line));
    lines = [...kept, ...table, ...lines.slice(tableEnd + 1)];
    const heading = lines.indexOf(`### ${result.title}`);
    const section = sectionOf(result, date).trimEnd().split('\n');
    if (heading < 0) lines.push('', ...section);
    else {
      const next = lines.findIndex((line, index) => index > heading && line.startsWith('### '));
      lines.splice(heading, (next < 0 ? lines.length : next) - heading, ...section, ...(next < 0 ? [] : ['']));
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
