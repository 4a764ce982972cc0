import type { SchedulingPlacement } from '../../src/lib/domain/program/meetings/schedulingProblem';
import type { PlacementSpace } from './placementSpace';

/**
 * Concrete tables for the chosen slots: in each slot, the requests in ascending id take the tables no pinned
 * meeting holds, in the problem's order. The model never puts more requests in a slot than it has free tables.
 * Sorted by slot (the problem's order), then table.
 */
export function assignTables(space: PlacementSpace, slots: readonly string[], chosen: ReadonlyMap<number, number>): SchedulingPlacement[] {
  const bySlot = slots.map((): number[] => []);
  for (const [request, slot] of [...chosen].sort(([a], [b]) => a - b)) bySlot[slot]!.push(request);
  return bySlot.flatMap((requests, slot) =>
    requests.map((request, index) => {
      const tableId = space.freeTables[slot]![index];
      if (tableId === undefined) throw new Error(`The meeting scheduler placed more meetings in ${slots[slot]} than it has free tables.`);
      return { requestId: space.requests[request]!.requestId, slotId: slots[slot]!, tableId };
    }),
  );
}
