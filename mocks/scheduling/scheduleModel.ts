import type { Highs } from 'highs';
import { roomForAll, type PlacementSpace } from './placementSpace';

/**
 * The mixed-integer model of one independent part of the schedule (./placementSpace.ts), in CPLEX LP format for HiGHS.
 *
 * Variables: `x<r>_<s>`, binary, for each request r and each of its candidate slots s: r meets in s. Tables are
 * interchangeable here (./assignTables.ts hands them out afterwards), so a slot is a number of free tables.
 *
 * Constraints, each written only where it can bind:
 * - `once<r>`: sum over s of x<r>_<s> <= 1 (a request meets once; for requests with two or more candidates);
 * - `busy<s>_<k>`: the sum of x<r>_<s> over the requests of participant k <= 1 (nobody is in two meetings at once;
 *   where two or more of a participant's requests may go to s);
 * - `tables<s>`: sum over r of x<r>_<s> <= the free tables of s (where more requests may go to s than it has tables).
 *
 * Objective: maximise the sum of (BIG + weight of r) x<r>_<s>, with BIG = the part's total weight + 1. It is
 * lexicographic, count first and then weight: weights are integers >= 0, so a schedule B placing more requests than a
 * schedule A always scores higher, obj(B) - obj(A) = (|B| - |A|) BIG + W(B) - W(A) >= BIG - W(A) >= BIG - total = 1;
 * among schedules placing the same number the BIG terms are equal and the weights decide. Every schedule's objective
 * is an integer, so the solve stops only when no schedule can be better by 1 (absolute gap 0.5, no relative gap:
 * HiGHS's default relative gap, 1e-4 of an objective of about 10^5 to 10^6, would accept a lighter schedule).
 */
export interface PartModel {
  lp: string;
  /** Each variable's name with its request and slot. */
  variables: { name: string; request: number; slot: number }[];
}

const TERMS_PER_LINE = 12;

function push<K>(map: Map<K, string[]>, key: K, name: string): void {
  const list = map.get(key);
  if (list) list.push(name);
  else map.set(key, [name]);
}

/** `terms` as one LP expression, wrapped so no line is long. */
const expression = (terms: string[]) => terms.map((term, index) => (index === 0 ? term : `${index % TERMS_PER_LINE === 0 ? '\n   ' : ''} + ${term}`)).join('');

export function partModel(space: PlacementSpace, part: readonly number[]): PartModel {
  const big = part.reduce((sum, request) => sum + space.requests[request]!.weight, 0) + 1;
  const variables: PartModel['variables'] = [];
  const objective: string[] = [];
  const rows: string[] = [];
  const bySlotParticipant = new Map<number, Map<string, string[]>>();
  const bySlot = new Map<number, string[]>();
  const participantNumber = new Map<string, number>();
  for (const request of part) {
    const { participants, weight } = space.requests[request]!;
    const names: string[] = [];
    for (const slot of space.candidates[request]!) {
      const name = `x${request}_${slot}`;
      names.push(name);
      variables.push({ name, request, slot });
      objective.push(`${big + weight} ${name}`);
      let byParticipant = bySlotParticipant.get(slot);
      if (!byParticipant) bySlotParticipant.set(slot, (byParticipant = new Map<string, string[]>()));
      for (const participant of participants) {
        if (!participantNumber.has(participant)) participantNumber.set(participant, participantNumber.size);
        push(byParticipant, participant, name);
      }
      push(bySlot, slot, name);
    }
    if (names.length > 1) rows.push(` once${request}: ${expression(names)} <= 1`);
  }
  for (const [slot, byParticipant] of [...bySlotParticipant].sort(([a], [b]) => a - b))
    for (const [participant, names] of byParticipant) if (names.length > 1) rows.push(` busy${slot}_${participantNumber.get(participant)}: ${expression(names)} <= 1`);
  for (const [slot, names] of [...bySlot].sort(([a], [b]) => a - b))
    if (!roomForAll(space, slot)) rows.push(` tables${slot}: ${expression(names)} <= ${space.freeTables[slot]!.length}`);
  const lp = ['Maximize', ` obj: ${expression(objective)}`, 'Subject To', ...rows, 'Binary', ...variables.map(({ name }) => ` ${name}`), 'End', ''].join('\n');
  return { lp, variables };
}

/**
 * The requests' chosen slots (request index to slot index) of the part's optimal schedule. HiGHS's presolve is off:
 * it finds nothing to remove from this already reduced model (every row can bind, every column is a candidate), yet
 * took most of the time on the festival-sized problem (its probing of the many small cliques).
 */
export function solvePart(highs: Highs, model: PartModel): Map<number, number> {
  const result = highs.solve(model.lp, { output_flag: false, presolve: 'off', mip_rel_gap: 0, mip_abs_gap: 0.5 });
  if (result.Status !== 'Optimal') throw new Error(`The meeting scheduler's solver ended without an optimal schedule: ${result.Status}.`);
  const chosen = new Map<number, number>();
  for (const { name, request, slot } of model.variables) if ((result.Columns[name]?.Primal ?? 0) > 0.5) chosen.set(request, slot);
  return chosen;
}
