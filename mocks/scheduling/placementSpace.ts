import { isAvailable, type SchedulingProblem, type SchedulingRequest } from '../../src/lib/domain/program/meetings/schedulingProblem';

/**
 * Where each request may go, once the pinned meetings are in place: the reduced model's variables.
 * Requests and slots are numbered by their index (requests in ascending id, slots in the problem's order).
 */
export interface PlacementSpace {
  requests: readonly SchedulingRequest[];
  /** Per slot, the tables no pinned meeting holds, in the problem's order. */
  freeTables: readonly (readonly string[])[];
  /** Per request, the slots (indexes, ascending) where both participants are available and free, and a table is. */
  candidates: readonly (readonly number[])[];
  /** Per slot, how many requests have it as a candidate. */
  demand: readonly number[];
}

export function placementSpace(problem: SchedulingProblem, requests: readonly SchedulingRequest[]): PlacementSpace {
  const slotIndex = new Map(problem.slots.map((slotId, index) => [slotId, index]));
  const takenTables = problem.slots.map(() => new Set<string>());
  const busy = problem.slots.map(() => new Set<string>());
  for (const meeting of problem.pinned ?? []) {
    const slot = slotIndex.get(meeting.slotId);
    if (slot === undefined) continue;
    takenTables[slot]!.add(meeting.tableId);
    for (const participant of meeting.participants) busy[slot]!.add(participant);
  }
  const freeTables = problem.slots.map((_, slot) => problem.tables.filter((tableId) => !takenTables[slot]!.has(tableId)));
  const demand = problem.slots.map(() => 0);
  const candidates = requests.map(({ participants }) =>
    problem.slots.flatMap((slotId, slot) => {
      const open = freeTables[slot]!.length > 0 && participants.every((participant) => !busy[slot]!.has(participant) && isAvailable(problem, participant, slotId));
      if (!open) return [];
      demand[slot]!++;
      return [slot];
    }),
  );
  return { requests, freeTables, candidates, demand };
}

/** Whether slot `slot` can hold every request that may go there, so its table count constrains nothing. */
export const roomForAll = (space: PlacementSpace, slot: number): boolean => space.demand[slot]! <= space.freeTables[slot]!.length;

/**
 * The independent parts of the problem: requests (indexes) joined when one constraint holds both, i.e. they share a
 * participant and a candidate slot, or a candidate slot whose tables are fewer than the requests that may go there.
 * Each part is solved on its own: counts and weights add up across parts, so their optima together are the optimum.
 * Requests without candidates are in no part. Parts are ordered by their first request, each ascending.
 */
export function independentParts(space: PlacementSpace): number[][] {
  const parent = space.requests.map((_, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  const firstHolder = new Map<string, number>();
  const join = (key: string, request: number) => {
    const first = firstHolder.get(key);
    if (first === undefined) firstHolder.set(key, request);
    else parent[root(request)] = root(first);
  };
  space.candidates.forEach((slots, request) => {
    for (const slot of slots) {
      for (const participant of space.requests[request]!.participants) join(`p${slot}\u0000${participant}`, request);
      if (!roomForAll(space, slot)) join(`t${slot}`, request);
    }
  });
  const parts = new Map<number, number[]>();
  space.candidates.forEach((slots, request) => {
    if (slots.length === 0) return;
    const key = root(request);
    const part = parts.get(key);
    if (part) part.push(request);
    else parts.set(key, [request]);
  });
  return [...parts.values()].sort((a, b) => a[0]! - b[0]!);
}
