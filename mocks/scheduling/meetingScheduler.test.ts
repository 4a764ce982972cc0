import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scheduleConflicts } from '../../src/lib/domain/program/meetings/scheduleConflicts';
import type { PinnedMeeting, SchedulingProblem, SchedulingRequest } from '../../src/lib/domain/program/meetings/schedulingProblem';
import { bestByExhaustion } from './exhaustiveSchedule.testing';
import { solveMeetingSchedule, type ScheduleResult } from './meetingScheduler';
import { FESTIVAL_SIZE, sampleProblem } from './sampleProblem';

const weightOf = (problem: SchedulingProblem, result: ScheduleResult) =>
  result.placements.reduce((sum, placement) => sum + problem.requests.find((request) => request.requestId === placement.requestId)!.weight, 0);

/** Checks what holds for every schedule: no conflict, and each request either placed once or listed as unplaced, in order. */
function expectSound(problem: SchedulingProblem, result: ScheduleResult): void {
  expect(scheduleConflicts(problem, result.placements)).toEqual([]);
  const placed = result.placements.map((placement) => placement.requestId);
  expect([...placed, ...result.unplaced].sort((a, b) => a - b)).toEqual(problem.requests.map((request) => request.requestId).sort((a, b) => a - b));
  expect(result.unplaced).toEqual([...result.unplaced].sort((a, b) => a - b));
}

const request = (requestId: number, production: string, composer: string, weight = 1): SchedulingRequest => ({
  requestId,
  participants: [production, composer],
  weight,
});
const everywhere = (slots: string[], people: string[]) => new Map(people.map((person) => [person, new Set(slots)]));

/** A small problem drawn by fast-check: up to 4 productions and 4 composers, 6 slots, 2 tables, 8 requests, 3 pinned meetings. */
const smallProblem: fc.Arbitrary<SchedulingProblem> = fc
  .record({
    productions: fc.integer({ min: 1, max: 4 }),
    composers: fc.integer({ min: 1, max: 4 }),
    slots: fc.integer({ min: 1, max: 6 }),
    tables: fc.integer({ min: 1, max: 2 }),
    // Each person's availability of each slot: available 7 times in 10.
    available: fc.array(fc.array(fc.nat(9), { minLength: 6, maxLength: 6 }), { minLength: 8, maxLength: 8 }),
    requests: fc.array(fc.record({ production: fc.nat(3), composer: fc.nat(3), weight: fc.nat(5) }), { maxLength: 8 }),
    pinned: fc.array(fc.record({ production: fc.nat(3), composer: fc.nat(3), slot: fc.nat(5), table: fc.nat(1) }), { maxLength: 3 }),
  })
  .map((drawn) => {
    const slots = Array.from({ length: drawn.slots }, (_, i) => `s${i + 1}`);
    const tables = Array.from({ length: drawn.tables }, (_, i) => `t${i + 1}`);
    const production = (n: number) => `p${(n % drawn.productions) + 1}`;
    const composer = (n: number) => `c${(n % drawn.composers) + 1}`;
    const people = [...Array.from({ length: drawn.productions }, (_, i) => production(i)), ...Array.from({ length: drawn.composers }, (_, i) => composer(i))];
    const availability = new Map(people.map((person, i) => [person, new Set(slots.filter((_, slot) => drawn.available[i]![slot]! < 7))]));
    const pinned: PinnedMeeting[] = drawn.pinned.map((meeting, i) => ({
      requestId: 100 + i,
      participants: [production(meeting.production), composer(meeting.composer)],
      slotId: slots[meeting.slot % drawn.slots]!,
      tableId: tables[meeting.table % drawn.tables]!,
    }));
    return {
      slots,
      tables,
      availability,
      pinned,
      requests: drawn.requests.map((drawnRequest, i) => request(i + 1, production(drawnRequest.production), composer(drawnRequest.composer), drawnRequest.weight)),
    };
  });

describe('solveMeetingSchedule', () => {
  it('places as many requests as trying every schedule does, and then as much weight, without a conflict', async () => {
    await fc.assert(
      fc.asyncProperty(smallProblem, async (problem) => {
        const result = await solveMeetingSchedule(problem);
        expectSound(problem, result);
        const best = bestByExhaustion(problem);
        expect({ placed: result.placements.length, weight: weightOf(problem, result) }).toEqual(best);
      }),
      { numRuns: 50 },
    );
  });

  it('places the heavier of two requests of a person available in one slot only', async () => {
    const problem: SchedulingProblem = {
      slots: ['s1', 's2'],
      tables: ['t1', 't2'],
      requests: [request(1, 'p1', 'c1', 2), request(2, 'p1', 'c2', 5)],
      availability: new Map([...everywhere(['s1', 's2'], ['c1', 'c2']), ['p1', new Set(['s1'])]]),
    };
    expect(await solveMeetingSchedule(problem)).toEqual({ placements: [{ requestId: 2, slotId: 's1', tableId: 't1' }], unplaced: [1] });
  });

  it('places more requests before more weight', async () => {
    // One slot: request 1 clashes with 2 (p1) and with 3 (c1), which fit together.
    const problem: SchedulingProblem = {
      slots: ['s1'],
      tables: ['t1', 't2'],
      requests: [request(1, 'p1', 'c1', 10), request(2, 'p1', 'c2', 1), request(3, 'p2', 'c1', 1)],
      availability: everywhere(['s1'], ['p1', 'p2', 'c1', 'c2']),
    };
    const result = await solveMeetingSchedule(problem);
    expect(result.placements.map((placement) => placement.requestId).sort()).toEqual([2, 3]);
    expect(result.unplaced).toEqual([1]);
  });

  it('puts no more meetings in a slot than it has tables, keeping the heaviest', async () => {
    const problem: SchedulingProblem = {
      slots: ['s1', 's2'],
      tables: ['t1'],
      requests: [request(1, 'p1', 'c1', 1), request(2, 'p2', 'c2', 3), request(3, 'p3', 'c3', 2)],
      availability: everywhere(['s1', 's2'], ['p1', 'p2', 'p3', 'c1', 'c2', 'c3']),
    };
    const result = await solveMeetingSchedule(problem);
    expectSound(problem, result);
    expect(result.unplaced).toEqual([1]);
    expect(result.placements.map((placement) => placement.slotId).sort()).toEqual(['s1', 's2']);
  });

  it('keeps pinned meetings where they are and places the others around them', async () => {
    const pinned: PinnedMeeting[] = [
      { requestId: 90, participants: ['p1', 'c1'], slotId: 's1', tableId: 't1' },
      { requestId: 91, participants: ['p8', 'c8'], slotId: 's2', tableId: 't1' },
      { requestId: 92, participants: ['p9', 'c9'], slotId: 's2', tableId: 't2' },
    ];
    const problem: SchedulingProblem = {
      slots: ['s1', 's2', 's3'],
      tables: ['t1', 't2'],
      requests: [
        // p1 meets c1 in s1: the heavier request 1 cannot have s1's last table, request 3 takes it (t2, left by the pin).
        request(1, 'p1', 'c2', 5),
        // s2's two tables are both pinned.
        request(2, 'p2', 'c3'),
        request(3, 'p3', 'c4'),
        // p1 again, free in s3.
        request(4, 'p1', 'c5'),
      ],
      availability: new Map([...everywhere(['s1'], ['c2', 'p3', 'c4']), ...everywhere(['s2'], ['p2', 'c3']), ...everywhere(['s1', 's3'], ['p1', 'c5'])]),
      pinned,
    };
    const result = await solveMeetingSchedule(problem);
    expect(result).toEqual({
      placements: [
        { requestId: 3, slotId: 's1', tableId: 't2' },
        { requestId: 4, slotId: 's3', tableId: 't1' },
      ],
      unplaced: [1, 2],
    });
    expectSound(problem, result);
  });

  it('answers an empty problem, and one where nobody is available, with nothing placed', async () => {
    expect(await solveMeetingSchedule({ slots: [], tables: [], requests: [], availability: new Map() })).toEqual({ placements: [], unplaced: [] });
    const nobody: SchedulingProblem = { slots: ['s1'], tables: ['t1'], requests: [request(2, 'p1', 'c1'), request(1, 'p2', 'c2')], availability: new Map() };
    expect(await solveMeetingSchedule(nobody)).toEqual({ placements: [], unplaced: [1, 2] });
  });

  it('gives the same schedule for the same problem, whatever the order of its requests, sorted by slot and table', async () => {
    const problem = sampleProblem(7, { ...FESTIVAL_SIZE, productions: 6, composers: 6, days: 1, tables: 2, requestsPerPerson: 4 });
    const first = await solveMeetingSchedule(problem);
    const reordered = await solveMeetingSchedule({ ...problem, requests: [...problem.requests].reverse() });
    expect(reordered).toEqual(first);
    const order = (placement: { slotId: string; tableId: string }) => [problem.slots.indexOf(placement.slotId), problem.tables.indexOf(placement.tableId)];
    const keys = first.placements.map(order);
    expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
  });

  it('refuses a problem it cannot read', async () => {
    const base: SchedulingProblem = { slots: ['s1'], tables: ['t1'], requests: [request(1, 'p1', 'c1')], availability: new Map() };
    await expect(solveMeetingSchedule({ ...base, requests: [request(1, 'p1', 'c1'), request(1, 'p2', 'c2')] })).rejects.toThrow(/requests repeated: 1/);
    await expect(solveMeetingSchedule({ ...base, pinned: [{ requestId: 1, participants: ['p1', 'c1'], slotId: 's1', tableId: 't1' }] })).rejects.toThrow(/repeated/);
    await expect(solveMeetingSchedule({ ...base, requests: [request(1, 'p1', 'c1', 1.5)] })).rejects.toThrow(/weighs 1.5/);
    await expect(solveMeetingSchedule({ ...base, requests: [request(1, 'p1', 'p1')] })).rejects.toThrow(/one participant twice/);
    await expect(solveMeetingSchedule({ ...base, slots: ['s1', 's1'] })).rejects.toThrow(/slots repeated/);
  });

  it('schedules the festival: 20 productions and 20 composers asking for 8 meetings each, over 48 slots at 4 tables', async () => {
    const problem = sampleProblem(1);
    expect(problem.requests).toHaveLength(160);
    const result = await solveMeetingSchedule(problem);
    expectSound(problem, result);
    // Each person is free in about 70 % of the 48 slots for 8 meetings: all fit in this draw, and should in any like it.
    expect(result.placements.length).toBeGreaterThanOrEqual(150);
  });
});
