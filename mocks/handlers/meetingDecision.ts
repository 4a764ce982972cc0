/**
 * A meeting's action as its lifecycle decides it (src/lib/domain/program/lifecycles/meeting.ts): the status it
 * leads to, or the machine's refusal as the contract's error (403 for a role that never takes it, 409 otherwise).
 * The `started` fact is the provider's clock at or past the meeting's slot start.
 */
import type { MeetingStatus } from '../../src/lib/api/generated/types.gen';
import type { LifecycleRole } from '../../src/lib/domain/program/lifecycles/lifecycle';
import { meetingLifecycle, type MeetingAction } from '../../src/lib/domain/program/lifecycles/meeting';
import { instantOfFestivalTime } from '../../src/lib/domain/program/festivalTime';
import type { MockContext } from '../context';
import type { MeetingRecord } from '../db/database';
import { problem } from '../http/problem';

/** Whether the meeting's slot has begun at the provider's clock. */
export const meetingStarted = (ctx: MockContext, meeting: Pick<MeetingRecord, 'slotId'>): boolean =>
  Date.parse(instantOfFestivalTime(meeting.slotId) ?? '') <= ctx.clock.now();

const REFUSAL_TEXT = {
  FORBIDDEN: 'Not yours to do.',
  MEETING_STATUS_CONFLICT: 'The meeting’s status does not allow this now.',
  MEETING_NOT_STARTED: 'Attendance is marked once the meeting has begun.',
} as const;

export function decideMeeting(ctx: MockContext, meeting: MeetingRecord, action: MeetingAction, role: LifecycleRole): MeetingStatus {
  const outcome = meetingLifecycle.nextStatus(meeting.status, action, role, { started: meetingStarted(ctx, meeting) });
  if (outcome.refusal) throw problem(outcome.refusal === 'FORBIDDEN' ? 403 : 409, outcome.refusal, REFUSAL_TEXT[outcome.refusal]);
  return outcome.status;
}
