import { describe, expect, it } from 'vitest';
import { requestWeight } from './requestWeight';

describe('a meeting request’s weight for the scheduler', () => {
  it('weighs a lower sum of ranks more, and an unranked side below every rank', () => {
    expect(requestWeight(1, 1)).toBeGreaterThan(requestWeight(1, 2));
    expect(requestWeight(1, 2)).toBe(requestWeight(2, 1));
    expect(requestWeight(2, 3)).toBeGreaterThan(requestWeight(1, 5));
    // Unranked counts as rank 201: (1, unranked) sums to 202, less than (200, 200).
    expect(requestWeight(1, null)).toBeGreaterThan(requestWeight(200, 200));
    expect(requestWeight(200, null)).toBeGreaterThan(requestWeight(null, null));
    expect(requestWeight(null, null)).toBe(0);
  });
});
