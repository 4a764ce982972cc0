/**
 * A festival-sized scheduling problem, the same for every seed value on every run: the scheduler's large test case
 * and its benchmark (scripts/bench/scheduler.ts).
 */
import type { SchedulingProblem, SchedulingRequest } from '../../src/lib/domain/program/meetings/schedulingProblem';
import { createRandom, type Random } from '../media/random';

export interface SampleProblemSize {
  productions: number;
  composers: number;
  days: number;
  slotsPerDay: number;
  tables: number;
  /** How many meetings each person asks for (and, on average, is asked for). */
  requestsPerPerson: number;
}

/** 20 productions and 20 composers over 3 days of 16 slots at 4 tables, each asking for 8 meetings. */
export const FESTIVAL_SIZE: SampleProblemSize = { productions: 20, composers: 20, days: 3, slotsPerDay: 16, tables: 4, requestsPerPerson: 8 };

const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(2, '0')}`;

/** Available in 60-80 % of the slots of each day, as one contiguous block (arriving late, leaving early). */
function availableSlots(random: Random, days: number, slotsPerDay: number): Set<string> {
  const slots = new Set<string>();
  for (let day = 1; day <= days; day++) {
    const length = Math.round(slotsPerDay * random.range(0.6, 0.8));
    const start = random.int(0, slotsPerDay - length);
    for (let slot = start; slot < start + length; slot++) slots.add(`d${day}-${id('s', slot + 1)}`);
  }
  return slots;
}

/**
 * Each production asks for `requestsPerPerson` distinct composers, drawn among those asked least so far, so every
 * composer is asked about as often. The weight is the request's rank on both sides: a production's first choice
 * and a composer's first choice weigh most (each side ranks from `requestsPerPerson` down to 1).
 */
function sampleRequests(random: Random, size: SampleProblemSize, productions: string[], composers: string[]): SchedulingRequest[] {
  const asked = new Map(composers.map((composer) => [composer, [] as number[]]));
  const pairs: { production: string; composer: string; productionRank: number }[] = [];
  for (const production of productions) {
    const order = composers.map((composer) => ({ composer, load: asked.get(composer)!.length, tie: random.next() })).sort((a, b) => a.load - b.load || a.tie - b.tie);
    const chosen = order.slice(0, size.requestsPerPerson).map(({ composer }) => composer);
    // The production's own order of preference: a shuffle of the composers it asks for.
    const ranked = chosen.map((composer) => ({ composer, tie: random.next() })).sort((a, b) => a.tie - b.tie);
    ranked.forEach(({ composer }, rank) => {
      asked.get(composer)!.push(pairs.length);
      pairs.push({ production, composer, productionRank: rank });
    });
  }
  const composerRank = new Map<number, number>();
  for (const requests of asked.values())
    requests
      .map((pair) => ({ pair, tie: random.next() }))
      .sort((a, b) => a.tie - b.tie)
      .forEach(({ pair }, rank) => composerRank.set(pair, rank));
  const top = size.requestsPerPerson;
  return pairs.map(({ production, composer, productionRank }, index) => ({
    requestId: index + 1,
    participants: [production, composer] as const,
    weight: Math.max(1, top - productionRank) + Math.max(1, top - composerRank.get(index)!),
  }));
}

export function sampleProblem(seed: number, size: SampleProblemSize = FESTIVAL_SIZE): SchedulingProblem {
  const random = createRandom(seed);
  const productions = Array.from({ length: size.productions }, (_, i) => id('production-', i + 1));
  const composers = Array.from({ length: size.composers }, (_, i) => id('composer-', i + 1));
  const slots = Array.from({ length: size.days * size.slotsPerDay }, (_, i) => `d${Math.floor(i / size.slotsPerDay) + 1}-${id('s', (i % size.slotsPerDay) + 1)}`);
  const tables = Array.from({ length: size.tables }, (_, i) => id('table-', i + 1));
  const availability = new Map([...productions, ...composers].map((person) => [person, availableSlots(random, size.days, size.slotsPerDay)]));
  return { slots, tables, requests: sampleRequests(random, size, productions, composers), availability };
}
