import { describe, expect, it } from 'vitest';
import { mergeBenchDoc } from './benchDoc';
import type { BenchResult } from './benchmark';

const doc = `# Benchmarks

## Results

| benchmark | measured | target | result |
|---|---|---|---|
| bundle: initial JS | 190 KiB | <= 200 KiB | pass |
| npm test from a fresh clone | 79 min | <= 15 min | miss |
| npm test from a fresh clone: vitest | 646 s | - | - |

## How each is measured, and details

### Bundle

How the bundle is measured.

### The whole test suite

Old text.
`;

const suite = (minutes: string): BenchResult => ({
  name: 'suite',
  title: 'The whole test suite',
  rowPrefix: 'npm test',
  rows: [
    { benchmark: 'npm test from a fresh clone', value: minutes, target: '<= 15 min', verdict: 'miss' },
    { benchmark: 'npm test from a fresh clone: vitest', value: '486 s', target: '-', verdict: 'info' },
  ],
  howMeasured: 'Read from the summary.',
  details: ['- machine: 2 cores'],
});

describe('mergeBenchDoc', () => {
  it("replaces one benchmark's rows and section and keeps every other", () => {
    const merged = mergeBenchDoc(doc, [suite('60.0 min')], new Date('2026-11-28T03:00:00Z'));
    expect(merged).toContain('| bundle: initial JS | 190 KiB | <= 200 KiB | pass |');
    expect(merged).toContain('| npm test from a fresh clone | 60.0 min | <= 15 min | miss |');
    expect(merged).toContain('| npm test from a fresh clone: vitest | 486 s | - | - |');
    expect(merged).not.toContain('79 min');
    expect(merged).not.toContain('Old text.');
    expect(merged).toContain('Measured 2026-11-28T03:00:00Z, apart from the run above.');
    expect(merged.indexOf('### Bundle')).toBeLessThan(merged.indexOf('### The whole test suite'));
    expect(merged.split('\n').filter((line) => line.startsWith('| npm test'))).toHaveLength(2);
  });

  it('adds the rows and section of a benchmark the doc does not have yet', () => {
    const without = doc.split('| npm test')[0]!.trimEnd() + '\n\n## How each is measured, and details\n\n### Bundle\n\nHow the bundle is measured.\n';
    const merged = mergeBenchDoc(without, [suite('16.0 min')], new Date('2026-11-28T03:00:00Z'));
    const rows = merged.split('\n').filter((line) => line.startsWith('|'));
    expect(rows.at(-2)).toBe('| npm test from a fresh clone | 16.0 min | <= 15 min | miss |');
    expect(merged.trimEnd().endsWith('- machine: 2 cores')).toBe(true);
  });

  it('refuses a benchmark without a row prefix', () => {
    expect(() => mergeBenchDoc(doc, [{ ...suite('1 min'), rowPrefix: undefined }], new Date())).toThrow(/row prefix/);
  });
});
