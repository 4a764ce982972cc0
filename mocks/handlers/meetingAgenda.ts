/**
 * A participant's meetings (docs/product.md 17.16): their agenda, as a list and as a calendar file, one meeting's
 * file (its invitation, or its cancellation); the office's attendance marks and each side's follow-up answer.
 */
import {
  zDownloadMeetingCalendarPath,
  zDownloadMeetingCalendarQuery,
  zDownloadMyMeetingCalendarQuery,
  zRecordMeetingAttendanceBody,
  zRecordMeetingAttendancePath,
  zRecordMeetingFollowUpBody,
  zRecordMeetingFollowUpPath,
} from '../../src/lib/api/generated/zod.gen';
import { requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import type { MeetingRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { problem } from '../http/problem';
import { agendaOf, agendaSideOf } from './meetingAgendaOf';
import { calendarResponse } from './meetingCalendarFile';
import { decideMeeting } from './meetingDecision';
import { meetingSettingsOf } from './meetingParticipants';
import { meetingView } from './meetingScheduleViews';
import { isOffice, nowIso, roundOf } from './programDecisions';

const meetingNotFound = () => problem(404, 'MEETING_NOT_FOUND', 'No such meeting.');

function meetingOf(ctx: MockContext, meetingId: number): MeetingRecord {
  const meeting = ctx.db.meetings.findFirst((q) => q.where({ id: meetingId }));
  if (!meeting) throw meetingNotFound();
  return meeting;
}

const settingsOfMeeting = (ctx: MockContext, meeting: MeetingRecord) => meetingSettingsOf(ctx, roundOf(ctx, meeting.roundId)!);

export const meetingAgendaOperations = [
  defineOperation({
    operationId: 'listMyMeetings',
    method: 'get',
    path: '/api/v1/program/meetings/mine',
    resolve({ ctx, request }) {
      const user = requireUser(ctx, request);
      return ok(agendaOf(ctx, user.id).map(({ meeting, settings }) => meetingView(ctx, settings, meeting)));
    },
  }),
  defineOperation({
    operationId: 'downloadMyMeetingCalendar',
    method: 'get',
    path: '/api/v1/program/meetings/mine/calendar',
    query: zDownloadMyMeetingCalendarQuery,
    resolve({ ctx, request, query }) {
      const user = requireUser(ctx, request);
      return calendarResponse(ctx, agendaOf(ctx, user.id), query?.lang ?? 'ko', new URL(request.url).origin);
    },
  }),
  defineOperation({
    operationId: 'downloadMeetingCalendar',
    method: 'get',
    path: '/api/v1/program/meetings/{meetingId}/calendar',
    params: zDownloadMeetingCalendarPath,
    query: zDownloadMeetingCalendarQuery,
    resolve({ ctx, request, path, query }) {
      const user = requireUser(ctx, request);
      const meeting = meetingOf(ctx, path.meetingId);
      const side = agendaSideOf(ctx, user.id, meeting);
      if (!side) throw meetingNotFound();
      const entry = { meeting, settings: settingsOfMeeting(ctx, meeting), side };
      return calendarResponse(ctx, [entry], query?.lang ?? 'ko', new URL(request.url).origin, meeting.status === 'cancelled' ? 'CANCEL' : 'PUBLISH');
    },
  }),
  defineOperation({
    operationId: 'recordMeetingAttendance',
    method: 'post',
    path: '/api/v1/program/meetings/{meetingId}/attendance',
    params: zRecordMeetingAttendancePath,
    body: zRecordMeetingAttendanceBody,
    async resolve({ ctx, request, path, body }) {
      const user = requireUser(ctx, request);
      if (!isOffice(user)) throw problem(403, 'FORBIDDEN', 'Only the program office marks attendance.');
      const meeting = meetingOf(ctx, path.meetingId);
      // The same mark again changes nothing; another is the lifecycle's to allow (begun, not cancelled).
      const status = meeting.status === body.attendance ? meeting.status : decideMeeting(ctx, meeting, body.attendance === 'held' ? 'hold' : 'miss', 'office');
      const updated = await ctx.db.meetings.update(meeting, {
        data(record) {
          if (record.status !== status) record.updatedAt = nowIso(ctx);
          record.status = status;
        },
      });
      return ok(meetingView(ctx, settingsOfMeeting(ctx, meeting), updated!), 200, 'Attendance recorded.');
    },
  }),
  defineOperation({
    operationId: 'recordMeetingFollowUp',
    method: 'put',
    path: '/api/v1/program/meetings/{meetingId}/follow-up',
    params: zRecordMeetingFollowUpPath,
    body: zRecordMeetingFollowUpBody,
    async resolve({ ctx, request, path, body }) {
      const user = requireUser(ctx, request);
      const meeting = meetingOf(ctx, path.meetingId);
      const side = agendaSideOf(ctx, user.id, meeting);
      if (!side) throw meetingNotFound();
      decideMeeting(ctx, meeting, 'followUp', 'owner');
      const updated = await ctx.db.meetings.update(meeting, {
        data(record) {
          if (side === 'production') record.productionFollowUp = body.wantsFollowUp;
          else record.composerFollowUp = body.wantsFollowUp;
          record.updatedAt = nowIso(ctx);
        },
      });
      return ok(meetingView(ctx, settingsOfMeeting(ctx, meeting), updated!), 200, 'Follow-up recorded.');
    },
  }),
];
