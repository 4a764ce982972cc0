import type { SchedulingProblem } from '../../src/lib/domain/program/meetings/schedulingProblem';

/**
 * The best schedule's number of placed requests and total weight, found by trying every schedule (depth first, a
 * request either in a slot at its first free table or left out), for the scheduler's tests on small problems.
 * Written apart from the solver on purpose: no model, no reduction, tables held one by one.
 */
export function bestByExhaustion(problem: SchedulingProblem): { placed: number; weight: number } {
  const { requests, slots, tables } = problem;
  const busy = new Set<string>();
  const held = new Set<string>();
  const key = (slotId: string, name: string) => JSON.stringify([slotId, name]);
  for (const meeting of problem.pinned ?? []) {
    held.add(key(meeting.slotId, meeting.tableId));
    for (const participant of meeting.participants) busy.add(key(meeting.slotId, participant));
  }
  const weightAfter = requests.map((_, index) => requests.slice(index).reduce((sum, request) => sum + request.weight, 0));
  let best = { placed: 0, weight: 0 };

  const visit = (index: number, placed: number, weight: number): void => {
    if (index === requests.length) {
      if (placed > best.placed || (placed === best.placed && weight > best.weight)) best = { placed, weight };
      return;
    }
    const most = placed + requests.length - index;
    if (most < best.placed || (most === best.placed && weight + weightAfter[index]! <= best.weight)) return;
    const { participants, weight: requestWeight } = requests[index]!;
    for (const slotId of slots) {
      if (!participants.every((participant) => problem.availability.get(participant)?.has(slotId) && !busy.has(key(slotId, participant)))) continue;
      const tableId = tables.find((table) => !held.has(key(slotId, table)));
      if (tableId === undefined) continue;
      const taken = [key(slotId, tableId), ...participants.map((participant) => key(slotId, participant))];
      held.add(taken[0]!);
      for (const item of taken.slice(1)) busy.add(item);
      visit(index + 1, placed + 1, weight + requestWeight);
      held.delete(taken[0]!);
      for (const item of taken.slice(1)) busy.delete(item);
    }
    visit(index + 1, placed, weight);
  };
  visit(0, 0, 0);
  return best;
}
