import { describe, expect, it } from 'vitest';
import { briefDeadlineProblem, briefOpen } from './briefs';

const now = Date.parse('2026-12-01T00:00:00.000Z');

describe('a brief deadline', () => {
  it('must lie ahead', () => {
    expect(briefDeadlineProblem('2026-11-30T23:59:59.000Z', now)).toBe('in_past');
    expect(briefDeadlineProblem('2026-12-01T00:00:00.000Z', now)).toBe('in_past');
    expect(briefDeadlineProblem('not a date', now)).toBe('in_past');
    expect(briefDeadlineProblem('2026-12-01T00:00:01.000Z', now)).toBeNull();
  });

  it('at most 180 days ahead', () => {
    expect(briefDeadlineProblem('2027-05-30T00:00:00.000Z', now)).toBeNull();
    expect(briefDeadlineProblem('2027-05-30T00:00:01.000Z', now)).toBe('too_far');
  });

  it('closes answers at its instant', () => {
    expect(briefOpen('2026-12-01T00:00:01.000Z', now)).toBe(true);
    expect(briefOpen('2026-12-01T00:00:00.000Z', now)).toBe(false);
  });
});
