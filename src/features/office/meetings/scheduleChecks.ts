import type { Meeting, MeetingSchedule, MeetingSettings } from '../../../lib/api/generated/types.gen';
import { scheduleConflicts, type ScheduleConflict } from '../../../lib/domain/program/meetings/scheduleConflicts';
import type { PinnedMeeting, SchedulingProblem } from '../../../lib/domain/program/meetings/schedulingProblem';

/** A meeting that holds its slot and table (a cancelled one frees them). */
export const holdsPlace = (meeting: Meeting): boolean => meeting.status !== 'cancelled';

type Sides = { project: { projectId: number }; composer: { userId: number } };

/**
 * A meeting's two participants as the rule names them. The schedule names the production by its project (it does
 * not say who owns it): two meetings of one project never share a slot; an owner's two projects are the provider's
 * to check (it refuses with `MEETING_CONFLICT`).
 */
const participantsOf = ({ project, composer }: Sides): readonly [string, string] => [`project:${project.projectId}`, `composer:${composer.userId}`];

/**
 * Where a meeting (or an accepted request not placed) could go without breaking the schedule's rule
 * (`scheduleConflicts`, the provider's own): each other meeting keeps its place; the composer's marked slots count,
 * a production's are the provider's to check (the schedule does not say who owns a project).
 */
export function conflictsOfPlace(
  schedule: MeetingSchedule,
  settings: MeetingSettings,
  what: Sides & { requestId: number; meetingId?: number | null },
  slotId: string,
  tableId: number,
): ScheduleConflict[] {
  const slots = settings.slots.map((slot) => slot.slotId);
  const composerSlots = new Set(schedule.availability.filter((one) => one.side === 'composer' && one.userId === what.composer.userId).flatMap((one) => one.slotIds));
  const pinned: PinnedMeeting[] = schedule.meetings
    .filter((meeting) => holdsPlace(meeting) && meeting.meetingId !== what.meetingId)
    .map((meeting) => ({ requestId: meeting.requestId, slotId: meeting.slot.slotId, tableId: String(meeting.table.tableId), participants: participantsOf(meeting) }));
  const [production, composer] = participantsOf(what);
  const problem: SchedulingProblem = {
    slots,
    tables: settings.tables.map((table) => String(table.tableId)),
    requests: [{ requestId: what.requestId, participants: [production, composer], weight: 0 }],
    availability: new Map([
      [production, new Set(slots)],
      [composer, composerSlots],
    ]),
    pinned,
  };
  return scheduleConflicts(problem, [{ requestId: what.requestId, slotId, tableId: String(tableId) }]);
}
