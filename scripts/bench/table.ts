import type { BenchRow } from './benchmark';

const HEADERS = ['benchmark', 'measured', 'target', 'result'] as const;
const cells = (row: BenchRow) => [row.benchmark, row.value, row.target, row.verdict === 'info' ? '-' : row.verdict];

/** The one table printed in the terminal: aligned columns, a rule under the header. */
export function textTable(rows: BenchRow[]): string {
  const lines = [HEADERS as readonly string[], ...rows.map(cells)];
  const widths = HEADERS.map((_, column) => Math.max(...lines.map((line) => [...line[column]!].length)));
  const format = (line: readonly string[]) =>
    line
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [format(lines[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.slice(1).map(format)].join('\n');
}

/** The same table in markdown, for docs/benchmarks.md. */
export function markdownTable(rows: BenchRow[]): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  return [`| ${HEADERS.join(' | ')} |`, `|${HEADERS.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${cells(row).map(escape).join(' | ')} |`)].join('\n');
}
