/**
 * The rule every meeting schedule keeps, in one place: the mock's solver is tested against it, and the office's
 * manual moves and swaps are checked with it. Pure and browser-safe.
 */
import { isAvailable, type PinnedMeeting, type SchedulingPlacement, type SchedulingProblem } from './schedulingProblem';

/** What is wrong with one placement. `otherRequestId` names the meeting it clashes with (pinned or placed). */
export type ScheduleConflict =
  /** Its request is neither among the problem's requests nor pinned: its participants are unknown. */
  | { kind: 'unknown_request'; requestId: number; slotId: string }
  /** Its request is placed more than once (or is also pinned). */
  | { kind: 'placed_twice'; requestId: number; slotId: string }
  | { kind: 'unknown_slot'; requestId: number; slotId: string }
  | { kind: 'unknown_table'; requestId: number; slotId: string; tableId: string }
  /** Another meeting has the same table in the same slot. */
  | { kind: 'table_taken'; requestId: number; slotId: string; tableId: string; otherRequestId: number }
  /** A participant is not available in the slot. */
  | { kind: 'outside_availability'; requestId: number; slotId: string; participant: string }
  /** A participant has another meeting in the same slot. */
  | { kind: 'participant_busy'; requestId: number; slotId: string; participant: string; otherRequestId: number };

type Meeting = SchedulingPlacement & { participants: readonly [string, string] | undefined };

/** Meeting indexes by slot, then by key (a participant or a table). */
class SlotIndex {
  private readonly bySlot = new Map<string, Map<string, number[]>>();

  add(slotId: string, key: string, meeting: number): void {
    let byKey = this.bySlot.get(slotId);
    if (!byKey) this.bySlot.set(slotId, (byKey = new Map<string, number[]>()));
    const list = byKey.get(key);
    if (list) list.push(meeting);
    else byKey.set(key, [meeting]);
  }

  others(slotId: string, key: string, meeting: number): number[] {
    return (this.bySlot.get(slotId)?.get(key) ?? []).filter((other) => other !== meeting);
  }
}

/**
 * The conflicts of `placements` (the meetings not pinned), each against the problem (its slots, tables and the
 * participants' availability) and against every other meeting, pinned or placed. Conflicts among pinned meetings
 * alone are not reported: they stay as they are. A clash between two placements is reported for each of them.
 * Order: the placements' order, then per placement the kinds in the order of `ScheduleConflict`, the first
 * participant before the second, and the meetings clashed with in order (pinned first). Empty when the schedule holds.
 */
export function scheduleConflicts(problem: SchedulingProblem, placements: readonly SchedulingPlacement[]): ScheduleConflict[] {
  const pinned: readonly PinnedMeeting[] = problem.pinned ?? [];
  const participantsOf = new Map<number, readonly [string, string]>();
  for (const request of problem.requests) participantsOf.set(request.requestId, request.participants);
  for (const meeting of pinned) if (!participantsOf.has(meeting.requestId)) participantsOf.set(meeting.requestId, meeting.participants);
  const meetings: Meeting[] = [...pinned, ...placements.map((placement) => ({ ...placement, participants: participantsOf.get(placement.requestId) }))];

  const slots = new Set(problem.slots);
  const tables = new Set(problem.tables);
  const byParticipant = new SlotIndex();
  const byTable = new SlotIndex();
  const placedCount = new Map<number, number>();
  meetings.forEach((meeting, index) => {
    placedCount.set(meeting.requestId, (placedCount.get(meeting.requestId) ?? 0) + 1);
    byTable.add(meeting.slotId, meeting.tableId, index);
    for (const participant of new Set(meeting.participants ?? [])) byParticipant.add(meeting.slotId, participant, index);
  });

  const conflicts: ScheduleConflict[] = [];
  for (let index = pinned.length; index < meetings.length; index++) {
    const { requestId, slotId, tableId, participants } = meetings[index]!;
    if (!participants) conflicts.push({ kind: 'unknown_request', requestId, slotId });
    if (placedCount.get(requestId)! > 1) conflicts.push({ kind: 'placed_twice', requestId, slotId });
    if (!slots.has(slotId)) {
      conflicts.push({ kind: 'unknown_slot', requestId, slotId });
      continue;
    }
    if (!tables.has(tableId)) conflicts.push({ kind: 'unknown_table', requestId, slotId, tableId });
    else
      for (const other of byTable.others(slotId, tableId, index))
        conflicts.push({ kind: 'table_taken', requestId, slotId, tableId, otherRequestId: meetings[other]!.requestId });
    for (const participant of new Set(participants ?? [])) {
      if (!isAvailable(problem, participant, slotId)) conflicts.push({ kind: 'outside_availability', requestId, slotId, participant });
      for (const other of byParticipant.others(slotId, participant, index))
        conflicts.push({ kind: 'participant_busy', requestId, slotId, participant, otherRequestId: meetings[other]!.requestId });
    }
  }
  return conflicts;
}
