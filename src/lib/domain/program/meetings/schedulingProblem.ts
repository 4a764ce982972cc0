/**
 * The 1:1 meetings' scheduling problem (docs/product.md 17): accepted meeting requests between two participants (a
 * production and a composer) to place into time slots and tables. Read by the mock's solver
 * (mocks/scheduling/meetingScheduler.ts) and by the rule every schedule must keep (./scheduleConflicts.ts).
 */

/** One accepted request to place: its two participants and its weight (a higher-ranked request weighs more; an integer >= 0). */
export type SchedulingRequest = { requestId: number; participants: readonly [string, string]; weight: number };

/** Where a request's meeting takes place. */
export type SchedulingPlacement = { requestId: number; slotId: string; tableId: string };

/**
 * A meeting already placed (by hand, or published) that stays where it is. It names its participants, since its
 * request is not among the problem's `requests`: they are busy in its slot, and its table is taken there.
 */
export type PinnedMeeting = SchedulingPlacement & { participants: readonly [string, string] };

export type SchedulingProblem = {
  /** The slots, in time order. */
  slots: readonly string[];
  /** The tables, in the order they are handed out. */
  tables: readonly string[];
  /** The requests to place (pinned meetings' requests are not among them). */
  requests: readonly SchedulingRequest[];
  /** Each participant's available slot ids; a participant missing here is available in none. */
  availability: ReadonlyMap<string, ReadonlySet<string>>;
  pinned?: readonly PinnedMeeting[];
};

/** Whether `participant` is available in `slotId`. */
export const isAvailable = (problem: Pick<SchedulingProblem, 'availability'>, participant: string, slotId: string): boolean =>
  problem.availability.get(participant)?.has(slotId) ?? false;
