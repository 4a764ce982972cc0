/**
 * The round's meetings as the contract shows them (docs/product.md 17.16): a meeting with its slot, table, project,
 * composer and brief; an accepted request not placed; the schedule as the office works on it. Shared by the schedule,
 * agenda, attendance and calendar handlers.
 */
import type {
  Meeting,
  MeetingRequest,
  MeetingSchedule,
  MeetingSettings,
  MeetingSlot,
  MeetingTable,
  ParticipantAvailability,
} from '../../src/lib/api/generated/types.gen';
import { instantOfFestivalTime } from '../../src/lib/domain/program/festivalTime';
import type { MockContext } from '../context';
import type { MeetingRecord, MeetingRequestRecord, RoundRecord } from '../db/database';
import { meetingComposerOf, meetingProjectOf, meetingSideOf, selectedComposerIdsOf, selectedProjectsOf } from './meetingParticipants';

/** Whether a meeting takes up its slot and table (a cancelled one frees them). */
export const meetingActive = (meeting: MeetingRecord): boolean => meeting.status !== 'cancelled';

/** The request's meeting that is not cancelled, if any. */
export const activeMeetingOf = (ctx: MockContext, requestId: number): MeetingRecord | undefined =>
  ctx.db.meetings.findFirst((q) => q.where((meeting) => meeting.requestId === requestId && meetingActive(meeting)));

/** A slot id's slot (the settings keep every slot that holds a meeting; computed from the id all the same). */
export function slotOf(slotId: string, slotMinutes: number): MeetingSlot {
  const start = instantOfFestivalTime(slotId) ?? new Date(0).toISOString();
  return { slotId, day: slotId.slice(0, 10), start, end: new Date(Date.parse(start) + slotMinutes * 60_000).toISOString() };
}

/** A table of the settings (a removed table keeps its id, with no name: settings refuse to remove a table in use). */
export const tableOf = (settings: MeetingSettings, tableId: number): MeetingTable =>
  settings.tables.find((table) => table.tableId === tableId) ?? { tableId, name: { ko: String(tableId), en: '' } };

export const requestOfMeeting = (ctx: MockContext, meeting: MeetingRecord): MeetingRequestRecord | undefined =>
  ctx.db.meetingRequests.findFirst((q) => q.where({ id: meeting.requestId }));

/** The production's owner and the composer of a meeting (user ids), read from its request. */
export function sidesOfMeeting(ctx: MockContext, meeting: MeetingRecord): { productionId: number; composerId: number; projectId: number } | undefined {
  const request = requestOfMeeting(ctx, meeting);
  const project = request && ctx.db.projects.findFirst((q) => q.where({ id: request.projectId }));
  return request && project ? { productionId: project.ownerId, composerId: request.composerId, projectId: project.id } : undefined;
}

/** The project's published brief, if any. */
const briefIdOf = (ctx: MockContext, projectId: number): number | null => ctx.db.briefs.findFirst((q) => q.where({ projectId }))?.id ?? null;

export function meetingView(ctx: MockContext, settings: MeetingSettings, meeting: MeetingRecord): Meeting {
  const request = requestOfMeeting(ctx, meeting);
  const project = request && ctx.db.projects.findFirst((q) => q.where({ id: request.projectId }));
  return {
    meetingId: meeting.id,
    roundId: meeting.roundId,
    requestId: meeting.requestId,
    project: meetingProjectOf(project),
    composer: meetingComposerOf(ctx, request?.composerId ?? 0),
    slot: slotOf(meeting.slotId, settings.slotMinutes),
    table: tableOf(settings, meeting.tableId),
    status: meeting.status,
    sequence: meeting.sequence,
    briefId: project ? briefIdOf(ctx, project.id) : null,
    productionFollowUp: meeting.productionFollowUp,
    composerFollowUp: meeting.composerFollowUp,
    updatedAt: meeting.updatedAt,
  };
}

export function meetingRequestView(ctx: MockContext, request: MeetingRequestRecord): MeetingRequest {
  const project = ctx.db.projects.findFirst((q) => q.where({ id: request.projectId }));
  return {
    requestId: request.id,
    roundId: request.roundId,
    project: meetingProjectOf(project),
    composer: meetingComposerOf(ctx, request.composerId),
    requestedBy: request.requestedBy,
    note: request.note,
    status: request.status,
    responseNote: request.responseNote,
    productionRank: request.productionRank,
    composerRank: request.composerRank,
    meetingId: activeMeetingOf(ctx, request.id)?.id ?? null,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
  };
}

/** Meetings in time order, then table, then id. */
export const byTime = (a: MeetingRecord, b: MeetingRecord): number => a.slotId.localeCompare(b.slotId) || a.tableId - b.tableId || a.id - b.id;

/** The round's accepted requests without a meeting (not placed yet, or their meeting cancelled), in id order. */
export const unplacedRequestsOf = (ctx: MockContext, roundId: number): MeetingRequestRecord[] =>
  ctx.db.meetingRequests
    .findMany((q) => q.where({ roundId, status: 'accepted' }))
    .filter((request) => !activeMeetingOf(ctx, request.id))
    .sort((a, b) => a.id - b.id);

/** Every participant of the round (the selected projects' owners, the selected composers) with the slots they marked. */
function availabilityOf(ctx: MockContext, round: RoundRecord): ParticipantAvailability[] {
  const userIds = [...new Set([...selectedProjectsOf(ctx, round.id).map((project) => project.ownerId), ...selectedComposerIdsOf(ctx, round.id)])].sort((a, b) => a - b);
  return userIds.flatMap((userId) => {
    const user = ctx.db.users.findFirst((q) => q.where({ id: userId }));
    const side = user && meetingSideOf(ctx, user, round.id);
    if (!side) return [];
    const record = ctx.db.meetingAvailability.findFirst((q) => q.where({ roundId: round.id, userId }));
    return [{ userId, side, slotIds: [...(record?.slotIds ?? [])].sort() }];
  });
}

/** The schedule's record (version 0, unpublished, until the office first changes it). */
export const scheduleRecordOf = (ctx: MockContext, roundId: number) => ctx.db.meetingSchedules.findFirst((q) => q.where({ roundId }));

export function scheduleView(ctx: MockContext, round: RoundRecord, settings: MeetingSettings): MeetingSchedule {
  const record = scheduleRecordOf(ctx, round.id);
  return {
    roundId: round.id,
    version: record?.version ?? 0,
    publishedAt: record?.publishedAt ?? null,
    meetings: ctx.db.meetings
      .findMany((q) => q.where({ roundId: round.id }))
      .sort(byTime)
      .map((meeting) => meetingView(ctx, settings, meeting)),
    unplaced: unplacedRequestsOf(ctx, round.id).map((request) => meetingRequestView(ctx, request)),
    availability: availabilityOf(ctx, round),
  };
}
