import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { festivalTimeOfInstant, instantOfFestivalTime } from './festivalTime';

describe("the office's festival clock", () => {
  it('reads a typed time as Seoul time, whatever the browser’s zone', () => {
    expect(instantOfFestivalTime('2027-01-31T18:00')).toBe('2027-01-31T09:00:00.000Z');
    expect(instantOfFestivalTime('2027-03-01T00:30')).toBe('2027-02-28T15:30:00.000Z');
    expect(instantOfFestivalTime('2027-01-31')).toBeUndefined();
    expect(instantOfFestivalTime('')).toBeUndefined();
  });

  it('shows a stored instant as the festival time it was typed as', () => {
    expect(festivalTimeOfInstant('2027-01-31T09:00:00.000Z')).toBe('2027-01-31T18:00');
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const minute = new Date(Math.floor(date.getTime() / 60_000) * 60_000).toISOString();
        expect(instantOfFestivalTime(festivalTimeOfInstant(minute))).toBe(minute);
      }),
    );
  });
});
