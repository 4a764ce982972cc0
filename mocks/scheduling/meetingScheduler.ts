/**
 * The 1:1 meetings' scheduler: places accepted meeting requests into slots and tables so that nobody is in two
 * meetings at once or outside their availability and no table hosts two meetings at once (the rule of
 * src/lib/domain/program/meetings/scheduleConflicts.ts), placing as many requests as possible and, among schedules
 * placing that many, the greatest total weight. Pinned meetings stay where they are; the others go around them.
 *
 * The problem is NP-hard in general (list edge-colouring), so it is solved exactly as a mixed-integer program with
 * HiGHS (./scheduleModel.ts), loaded on first use (./loadHighs.ts). The model is reduced first: a request has
 * variables only for the slots where both participants are available and free and a table is free
 * (./placementSpace.ts), and it is split into independent parts solved one by one; a part of one request needs no
 * solver. Deterministic: the same problem always gives the same schedule (requests are numbered in ascending id,
 * slots and tables in the problem's order, and the single-threaded solver is deterministic for the same model text).
 */
import type { SchedulingPlacement, SchedulingProblem } from '../../src/lib/domain/program/meetings/schedulingProblem';
import { assignTables } from './assignTables';
import { loadHighs } from './loadHighs';
import { independentParts, placementSpace } from './placementSpace';
import { partModel, solvePart } from './scheduleModel';

/** The placed requests (pinned meetings not among them), by slot then table; the requests left out, by ascending id. */
export type ScheduleResult = { placements: SchedulingPlacement[]; unplaced: number[] };

/** The largest weight a request may carry: the objective's coefficients stay far within the solver's precision. */
export const MAX_REQUEST_WEIGHT = 1_000_000;

function duplicates<T>(items: readonly T[]): T[] {
  const seen = new Set<T>();
  return items.filter((item) => seen.has(item) || (seen.add(item), false));
}

/** Throws on a problem the scheduler cannot read: repeated ids, a meeting with one person, a weight out of range. */
function checkProblem(problem: SchedulingProblem): void {
  const fail = (why: string) => {
    throw new Error(`Meeting scheduling problem: ${why}.`);
  };
  const pinned = problem.pinned ?? [];
  const repeated = {
    slots: duplicates(problem.slots),
    tables: duplicates(problem.tables),
    requests: duplicates([...problem.requests, ...pinned].map((meeting) => meeting.requestId)),
  };
  for (const [what, ids] of Object.entries(repeated)) if (ids.length) fail(`${what} repeated: ${ids.join(', ')}`);
  for (const { requestId, participants, weight } of problem.requests) {
    if (!Number.isSafeInteger(requestId)) fail(`request id ${requestId} is not an integer`);
    if (!Number.isInteger(weight) || weight < 0 || weight > MAX_REQUEST_WEIGHT)
      fail(`request ${requestId} weighs ${weight}, not an integer from 0 to ${MAX_REQUEST_WEIGHT}`);
    if (participants[0] === participants[1]) fail(`request ${requestId} has one participant twice`);
  }
}

export async function solveMeetingSchedule(problem: SchedulingProblem): Promise<ScheduleResult> {
  checkProblem(problem);
  const requests = [...problem.requests].sort((a, b) => a.requestId - b.requestId);
  const space = placementSpace(problem, requests);
  const chosen = new Map<number, number>();
  for (const part of independentParts(space)) {
    if (part.length === 1) {
      chosen.set(part[0]!, space.candidates[part[0]!]![0]!);
      continue;
    }
    for (const [request, slot] of solvePart(await loadHighs(), partModel(space, part))) chosen.set(request, slot);
  }
  return {
    placements: assignTables(space, problem.slots, chosen),
    unplaced: requests.flatMap(({ requestId }, index) => (chosen.has(index) ? [] : [requestId])),
  };
}
