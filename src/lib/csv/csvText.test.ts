import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv, UTF8_BOM, type CsvCell, type CsvColumn } from './csvText';
import { FORMULA_TRIGGERS, neutraliseFormula } from './neutraliseFormula';
import { quoteField } from './quoteField';

/**
 * A minimal RFC 4180 reader for the tests (the library writes CSV only): records end with CRLF, a quoted field
 * may hold commas, CR, LF and doubled quotes. Answers the records without the byte order mark.
 */
function parseCsv(text: string): string[][] {
  expect(text.startsWith(UTF8_BOM)).toBe(true);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = UTF8_BOM.length;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"' && field === '') {
      // A quoted field: up to the quote that is not doubled.
      let end = i + 1;
      for (;;) {
        if (end >= text.length) throw new Error('unterminated quoted field');
        if (text[end] === '"' && text[end + 1] === '"') end += 2;
        else if (text[end] === '"') break;
        else end += 1;
      }
      field = text.slice(i + 1, end).replace(/""/g, '"');
      i = end + 1;
      if (i < text.length && text[i] !== ',' && !text.startsWith('\r\n', i)) throw new Error(`text after a closing quote at ${i}`);
    } else if (char === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (text.startsWith('\r\n', i)) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (char === '"' || char === '\r' || char === '\n') {
      throw new Error(`a bare ${JSON.stringify(char)} outside quotes at ${i}`);
    } else {
      field += char;
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('the last record does not end with CRLF');
  return records;
}

const columnsOf = (count: number): CsvColumn<CsvCell[]>[] => Array.from({ length: count }, (_, index) => ({ header: `c${index}`, value: (row) => row[index] }));

describe('CSV text', () => {
  it('starts with the UTF-8 byte order mark, writes the header, ends every line with CRLF, and keeps Korean as it is', () => {
    const csv = toCsv(
      [
        { name: '한도윤', company: 'Studio Reel', count: 3 },
        { name: 'Kim, Jiwoo', company: 'Say "hi"', count: -2 },
      ],
      [
        { header: '이름', value: (row) => row.name },
        { header: 'Company', value: (row) => row.company },
        { header: 'Count', value: (row) => row.count },
      ],
    );
    expect(csv).toBe('\uFEFF이름,Company,Count\r\n한도윤,Studio Reel,3\r\n"Kim, Jiwoo","Say ""hi""",-2\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('quotes fields holding a comma, a quote, CR or LF, doubling the quotes, and leaves others alone', () => {
    expect(quoteField('plain text')).toBe('plain text');
    expect(quoteField('a,b')).toBe('"a,b"');
    expect(quoteField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(quoteField('cr\rhere')).toBe('"cr\rhere"');
    expect(quoteField('"quoted"')).toBe('"""quoted"""');
    expect(quoteField('')).toBe('');
  });

  it("neutralises text starting with = + - @ tab or CR with a leading ', and only then", () => {
    for (const text of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['', 'Director', ' =1', "'=1", '1-2', 'a=b']) expect(neutraliseFormula(text)).toBe(text);
    // Neutralised first, then quoted: the quote and the CR stay inside one field.
    expect(toCsv([['=1+2', '\r=cmd|calc']], columnsOf(2)).split('\r\n')[1]).toBe(`'=1+2,"'\r=cmd|calc"`);
  });

  it('writes numbers typed as numbers as they are (a negative count stays a number), and empty cells for nothing', () => {
    expect(toCsv([[-3, 0, 1.5, null, undefined, Number.NaN, '-3']], columnsOf(7)).split('\r\n')[1]).toBe("-3,0,1.5,,,,'-3");
  });

  it('neutralises headers like any other text', () => {
    expect(toCsv([], [{ header: '=cmd', value: () => '' }])).toBe("\uFEFF'=cmd\r\n");
  });

  it('reads back as the cells written (text neutralised), and no read cell starts with a formula trigger', () => {
    const cell = fc.oneof(
      fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', "'", 'a', '한', ' ', '1') }),
      fc.string({ unit: 'grapheme' }),
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.constant(null),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { maxLength: 8 }), (width, rows) => {
        const columns = columnsOf(width);
        const records = parseCsv(toCsv(rows, columns));
        expect(records[0]).toEqual(columns.map((column) => column.header));
        expect(records.slice(1)).toEqual(
          rows.map((row) => row.slice(0, width).map((value) => (value === null ? '' : typeof value === 'number' ? String(value) : neutraliseFormula(value)))),
        );
        for (const [index, value] of rows.flatMap((row) => row.slice(0, width)).entries()) {
          const read = records.slice(1).flat()[index]!;
          if (typeof value === 'string') expect(FORMULA_TRIGGERS.includes(read[0] ?? '')).toBe(false);
        }
      }),
    );
  });
});
