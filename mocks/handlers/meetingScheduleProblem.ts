/**
 * A round's schedule as the scheduling problem (src/lib/domain/program/meetings/schedulingProblem.ts): the solver
 * places the accepted requests around the meetings already placed, and the office's hand changes are checked by
 * the same rule (scheduleConflicts). Participants are `user:<id>` (a production is its project's owner, a composer
 * their user id), tables their id as text, and a request weighs what its ranks say (requestWeight.ts).
 */
import type { FieldError, MeetingSettings } from '../../src/lib/api/generated/types.gen';
import { requestWeight } from '../../src/lib/domain/program/meetings/requestWeight';
import { scheduleConflicts, type ScheduleConflict } from '../../src/lib/domain/program/meetings/scheduleConflicts';
import type { PinnedMeeting, SchedulingPlacement, SchedulingProblem, SchedulingRequest } from '../../src/lib/domain/program/meetings/schedulingProblem';
import type { MockContext } from '../context';
import type { MeetingRequestRecord } from '../db/database';
import { ApiProblem } from '../http/problem';
import { activeMeetingOf, meetingActive } from './meetingScheduleViews';

export const participantKey = (userId: number): string => `user:${userId}`;

function participantsOf(ctx: MockContext, request: MeetingRequestRecord): readonly [string, string] | undefined {
  const project = ctx.db.projects.findFirst((q) => q.where({ id: request.projectId }));
  return project ? [participantKey(project.ownerId), participantKey(request.composerId)] : undefined;
}

/**
 * The round's problem: the accepted requests without a meeting to place, and the meetings that are not cancelled
 * pinned where they are, but for `released` (meetings a hand change is moving: their requests are to place again).
 */
export function scheduleProblemOf(ctx: MockContext, roundId: number, settings: MeetingSettings, released: ReadonlySet<number> = new Set()): SchedulingProblem {
  const requests: SchedulingRequest[] = [];
  const pinned: PinnedMeeting[] = [];
  const accepted = ctx.db.meetingRequests.findMany((q) => q.where({ roundId, status: 'accepted' }));
  for (const request of accepted) {
    const participants = participantsOf(ctx, request);
    if (!participants) continue;
    const meeting = activeMeetingOf(ctx, request.id);
    if (!meeting || released.has(meeting.id)) requests.push({ requestId: request.id, participants, weight: requestWeight(request.productionRank, request.composerRank) });
  }
  for (const meeting of ctx.db.meetings.findMany((q) => q.where({ roundId })).filter(meetingActive)) {
    if (released.has(meeting.id)) continue;
    const request = ctx.db.meetingRequests.findFirst((q) => q.where({ id: meeting.requestId }));
    const participants = request && participantsOf(ctx, request);
    if (participants) pinned.push({ requestId: meeting.requestId, slotId: meeting.slotId, tableId: String(meeting.tableId), participants });
  }
  const availability = new Map<string, ReadonlySet<string>>();
  for (const record of ctx.db.meetingAvailability.findMany((q) => q.where({ roundId }))) availability.set(participantKey(record.userId), new Set(record.slotIds));
  return {
    slots: settings.slots.map((slot) => slot.slotId),
    tables: settings.tables.map((table) => String(table.tableId)),
    requests: requests.sort((a, b) => a.requestId - b.requestId),
    availability,
    pinned,
  };
}

const FIELD_ERROR_OF: Record<ScheduleConflict['kind'], FieldError> = {
  unknown_slot: { field: 'slotId', code: 'unknown_slot', message: 'No such slot in the meeting settings.' },
  unknown_table: { field: 'tableId', code: 'unknown_table', message: 'No such table in the meeting settings.' },
  table_taken: { field: 'tableId', code: 'table_taken', message: 'The table holds another meeting in this slot.' },
  outside_availability: { field: 'slotId', code: 'outside_availability', message: 'A participant has not marked this slot as available.' },
  participant_busy: { field: 'slotId', code: 'participant_busy', message: 'A participant has another meeting in this slot.' },
  unknown_request: { field: 'requestId', code: 'unknown_request', message: 'The request is not an accepted one of the round.' },
  placed_twice: { field: 'requestId', code: 'placed_twice', message: 'The request has a meeting already.' },
};

/** 409 `MEETING_CONFLICT` with one field error per kind of conflict, when the placements break the schedule's rule. */
export function assertNoConflicts(problem: SchedulingProblem, placements: readonly SchedulingPlacement[]): void {
  const kinds = [...new Set(scheduleConflicts(problem, placements).map((conflict) => conflict.kind))];
  if (kinds.length > 0)
    throw new ApiProblem(
      409,
      'MEETING_CONFLICT',
      'The change would clash with the schedule.',
      kinds.map((kind) => FIELD_ERROR_OF[kind]),
    );
}
