import { describe, expect, it } from 'vitest';
import { scheduleConflicts } from './scheduleConflicts';
import type { SchedulingProblem } from './schedulingProblem';

const problem: SchedulingProblem = {
  slots: ['s1', 's2'],
  tables: ['t1', 't2'],
  requests: [
    { requestId: 1, participants: ['p1', 'c1'], weight: 1 },
    { requestId: 2, participants: ['p1', 'c2'], weight: 1 },
    { requestId: 3, participants: ['p2', 'c2'], weight: 1 },
  ],
  availability: new Map([
    ['p1', new Set(['s1', 's2'])],
    ['p2', new Set(['s1', 's2'])],
    ['c1', new Set(['s1', 's2'])],
    ['c2', new Set(['s1'])],
  ]),
  pinned: [
    { requestId: 8, participants: ['p3', 'c3'], slotId: 's2', tableId: 't2' },
    // Two pinned meetings clashing with each other: kept as they are, not reported.
    { requestId: 9, participants: ['p3', 'c4'], slotId: 's2', tableId: 't2' },
  ],
};

describe('scheduleConflicts', () => {
  it('finds nothing wrong with a schedule that keeps the rule', () => {
    expect(
      scheduleConflicts(problem, [
        { requestId: 1, slotId: 's2', tableId: 't1' },
        { requestId: 2, slotId: 's1', tableId: 't1' },
      ]),
    ).toEqual([]);
  });

  it('reports a participant in two meetings of one slot, for each of the two', () => {
    expect(
      scheduleConflicts(problem, [
        { requestId: 1, slotId: 's1', tableId: 't1' },
        { requestId: 2, slotId: 's1', tableId: 't2' },
      ]),
    ).toEqual([
      { kind: 'participant_busy', requestId: 1, slotId: 's1', participant: 'p1', otherRequestId: 2 },
      { kind: 'participant_busy', requestId: 2, slotId: 's1', participant: 'p1', otherRequestId: 1 },
    ]);
  });

  it('reports a participant outside their availability', () => {
    expect(scheduleConflicts(problem, [{ requestId: 3, slotId: 's2', tableId: 't1' }])).toEqual([
      { kind: 'outside_availability', requestId: 3, slotId: 's2', participant: 'c2' },
    ]);
    expect(scheduleConflicts({ ...problem, availability: new Map() }, [{ requestId: 1, slotId: 's1', tableId: 't1' }]).map((conflict) => conflict.kind)).toEqual([
      'outside_availability',
      'outside_availability',
    ]);
  });

  it('reports a table two meetings share in one slot, pinned ones included', () => {
    expect(
      scheduleConflicts(problem, [
        { requestId: 1, slotId: 's2', tableId: 't2' },
        { requestId: 3, slotId: 's1', tableId: 't1' },
      ]),
    ).toEqual([
      { kind: 'table_taken', requestId: 1, slotId: 's2', tableId: 't2', otherRequestId: 8 },
      { kind: 'table_taken', requestId: 1, slotId: 's2', tableId: 't2', otherRequestId: 9 },
    ]);
  });

  it('reports a pinned meeting participant as busy', () => {
    const withPinnedP1: SchedulingProblem = { ...problem, pinned: [{ requestId: 8, participants: ['p1', 'c3'], slotId: 's2', tableId: 't2' }] };
    expect(scheduleConflicts(withPinnedP1, [{ requestId: 1, slotId: 's2', tableId: 't1' }])).toEqual([
      { kind: 'participant_busy', requestId: 1, slotId: 's2', participant: 'p1', otherRequestId: 8 },
    ]);
  });

  it('reports unknown slots, tables and requests, and a request placed twice', () => {
    expect(
      scheduleConflicts(problem, [
        { requestId: 1, slotId: 's9', tableId: 't1' },
        { requestId: 2, slotId: 's1', tableId: 't9' },
        { requestId: 7, slotId: 's1', tableId: 't2' },
        { requestId: 3, slotId: 's1', tableId: 't1' },
        { requestId: 3, slotId: 's2', tableId: 't1' },
        { requestId: 8, slotId: 's1', tableId: 't2' },
      ]),
    ).toEqual([
      { kind: 'unknown_slot', requestId: 1, slotId: 's9' },
      { kind: 'unknown_table', requestId: 2, slotId: 's1', tableId: 't9' },
      { kind: 'participant_busy', requestId: 2, slotId: 's1', participant: 'c2', otherRequestId: 3 },
      { kind: 'unknown_request', requestId: 7, slotId: 's1' },
      { kind: 'table_taken', requestId: 7, slotId: 's1', tableId: 't2', otherRequestId: 8 },
      { kind: 'placed_twice', requestId: 3, slotId: 's1' },
      { kind: 'participant_busy', requestId: 3, slotId: 's1', participant: 'c2', otherRequestId: 2 },
      { kind: 'placed_twice', requestId: 3, slotId: 's2' },
      { kind: 'outside_availability', requestId: 3, slotId: 's2', participant: 'c2' },
      { kind: 'placed_twice', requestId: 8, slotId: 's1' },
      { kind: 'table_taken', requestId: 8, slotId: 's1', tableId: 't2', otherRequestId: 7 },
      { kind: 'outside_availability', requestId: 8, slotId: 's1', participant: 'p3' },
      { kind: 'outside_availability', requestId: 8, slotId: 's1', participant: 'c3' },
    ]);
  });
});
