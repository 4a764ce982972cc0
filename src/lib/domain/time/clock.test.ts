import { describe, expect, it } from 'vitest';
import { clockFieldProblem, clockFieldValue, formatClock, parseClock } from './clock';

describe('m:ss', () => {
  it('shows whole seconds rounded down, never negative', () => {
    expect([0, 7, 65, 200, 3665, 32.7, 59.9, -3, Number.NaN, Number.POSITIVE_INFINITY].map(formatClock)).toEqual([
      '0:00',
      '0:07',
      '1:05',
      '3:20',
      '61:05',
      '0:32',
      '0:59',
      '0:00',
      '0:00',
      '0:00',
    ]);
  });

  it('reads what it shows, and nothing else', () => {
    expect(['1:05', ' 0:00 ', '12:59', '999:00'].map(parseClock)).toEqual([65, 0, 779, 59_940]);
    expect(['', '65', '1:5', '1:60', '1000:00', '-1:00', '1:05:00'].map(parseClock)).toEqual(Array(7).fill(undefined));
    for (const seconds of [0, 7, 65, 3665]) expect(parseClock(formatClock(seconds))).toBe(seconds);
  });

  it('tells an empty optional field from a wrong one, and a time past the track', () => {
    expect(clockFieldValue('  ')).toBeUndefined();
    expect(clockFieldValue('abc')).toBeNaN();
    expect(clockFieldProblem('', 205)).toBeUndefined();
    expect(clockFieldProblem('3:25', 205.9)).toBeUndefined();
    expect(clockFieldProblem('3:26', 205.9)).toBe('beyond');
    expect(clockFieldProblem('3.26', 205)).toBe('format');
  });
});
