import { neutraliseFormula } from './neutraliseFormula';
import { quoteField } from './quoteField';

/** What a cell may hold: text, a number (written as it is, never neutralised), or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** One column of an export: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/** The UTF-8 byte order mark: Excel reads a CSV as UTF-8 (Korean included) only when the file starts with it. */
export const UTF8_BOM = '\uFEFF';

/** RFC 4180's line end. */
const CRLF = '\r\n';

/** The text of one cell: numbers as written by JavaScript (a non-finite one is empty), text neutralised, then quoted. */
function cellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return quoteField(neutraliseFormula(cell));
}

/**
 * A CSV file's text: the byte order mark, a header line, then one line per row, each line ending with CRLF.
 * Headers are cells too (neutralised and quoted like any text), since a column name may come from data.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const line = (cells: readonly CsvCell[]) => cells.map(cellText).join(',') + CRLF;
  return UTF8_BOM + line(columns.map((column) => column.header)) + rows.map((row) => line(columns.map((column) => column.value(row)))).join('');
}
