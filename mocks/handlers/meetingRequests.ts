/**
 * Meeting requests (docs/product.md 17.15): a selected project's production asks a selected composer for a 1:1
 * meeting, or a selected composer asks a selected project's production; the side asked accepts or declines, the
 * side that asked withdraws, either side cancels an accepted one. Every status step is the request lifecycle's
 * (src/lib/domain/program/lifecycles/meetingRequest.ts); each side ranks its open requests for the scheduler.
 */
import type { FieldError, MeetingSide } from '../../src/lib/api/generated/types.gen';
import {
  zChangeMeetingRequestBody,
  zChangeMeetingRequestPath,
  zCreateMeetingRequestBody,
  zListMeetingCounterpartsPath,
  zListMyMeetingRequestsQuery,
  zListRoundMeetingRequestsPath,
  zRankMeetingRequestsBody,
} from '../../src/lib/api/generated/zod.gen';
import { meetingTookPlace } from '../../src/lib/domain/program/lifecycles/meeting';
import { meetingRequestLifecycle } from '../../src/lib/domain/program/lifecycles/meetingRequest';
import { requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import { nextId, type UserRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import {
  meetingComposerOf,
  meetingProjectOf,
  meetingSettingsOf,
  meetingSideOf,
  meetingsOpen,
  requireMeetingSide,
  selectedComposerIdsOf,
  selectedProjectsOf,
  visibleRoundOf,
} from './meetingParticipants';
import { cancelMeetingOfRequest } from './meetingRequestCancellation';
import { sendMeetingRequestMail } from './meetingRequestMail';
import { dropRanks, rankRequests } from './meetingRequestRanks';
import { findOwnRequest, liveMeetingOf, meetingRequestView, requestRoleOf, requestSideOf, sortedForSide, sortedNewestFirst, withinLimitOf } from './meetingRequestViews';
import { isOffice, nowIso, roundOf } from './programDecisions';
import { freeText } from './textInputs';

const notSelected = (field: 'projectId' | 'composerId'): ApiProblem =>
  new ApiProblem(422, 'MEETING_REQUEST_REFERENCE_UNKNOWN', undefined, [
    { field, code: 'not_selected', message: 'Not selected in the round, or its decisions are not announced.' } satisfies FieldError,
  ]);
const notAParticipant = () => problem(403, 'NOT_A_MEETING_PARTICIPANT', 'Only the round’s selected productions and composers take part in its meetings.');

/**
 * Who asks whom: the owner of the project asks the composer, or the composer (the caller) asks the project's
 * production. The caller's own side must be selected in the project's round (403), the other side too (422).
 */
function requesterSideOf(ctx: MockContext, user: UserRecord, projectId: number, composerId: number): { side: MeetingSide; roundId: number } {
  const project = ctx.db.projects.findFirst((q) => q.where({ id: projectId }));
  if (project && project.ownerId === user.id) {
    if (!selectedProjectsOf(ctx, project.roundId).some((selected) => selected.id === project.id)) throw notAParticipant();
    if (!selectedComposerIdsOf(ctx, project.roundId).includes(composerId)) throw notSelected('composerId');
    return { side: 'production', roundId: project.roundId };
  }
  if (composerId !== user.id) throw notAParticipant();
  if (!project) throw notSelected('projectId');
  if (!selectedComposerIdsOf(ctx, project.roundId).includes(user.id)) throw notAParticipant();
  if (!selectedProjectsOf(ctx, project.roundId).some((selected) => selected.id === project.id)) throw notSelected('projectId');
  return { side: 'composer', roundId: project.roundId };
}

const otherSide = (side: MeetingSide): MeetingSide => (side === 'production' ? 'composer' : 'production');

export const meetingRequestOperations = [
  defineOperation({
    operationId: 'listMeetingCounterparts',
    method: 'get',
    path: '/api/v1/program/rounds/{roundId}/meetings/counterparts',
    params: zListMeetingCounterpartsPath,
    resolve({ ctx, request, path }) {
      const user = requireUser(ctx, request);
      const round = visibleRoundOf(ctx, path.roundId, isOffice(user));
      const role = requireMeetingSide(ctx, user, round.id);
      const projects = selectedProjectsOf(ctx, round.id);
      return ok({
        roundId: round.id,
        role,
        composers: role === 'production' ? selectedComposerIdsOf(ctx, round.id).map((id) => meetingComposerOf(ctx, id)) : [],
        projects: role === 'composer' ? projects.map(meetingProjectOf) : [],
        myProjects: role === 'production' ? projects.filter((project) => project.ownerId === user.id).map(meetingProjectOf) : [],
      });
    },
  }),
  defineOperation({
    operationId: 'createMeetingRequest',
    method: 'post',
    path: '/api/v1/program/meeting-requests',
    body: zCreateMeetingRequestBody,
    async resolve({ ctx, request, body }) {
      const user = requireUser(ctx, request);
      const { side, roundId } = requesterSideOf(ctx, user, body.projectId, body.composerId);
      const settings = meetingSettingsOf(ctx, roundOf(ctx, roundId)!);
      if (!meetingsOpen(ctx, settings)) throw problem(409, 'MEETINGS_CLOSED', 'The round’s meeting days are over.');
      const pair = { roundId, projectId: body.projectId, composerId: body.composerId };
      const open = ctx.db.meetingRequests.findFirst((q) => q.where({ ...pair, status: (status: string) => status === 'pending' || status === 'accepted' }));
      if (open) throw problem(409, 'MEETING_REQUEST_EXISTS', 'An open request joins this project and composer already.');
      if (!withinLimitOf(ctx, pair, settings.maxMeetingsPerPerson)) {
        throw problem(409, 'MEETING_LIMIT_REACHED', 'One side holds as many open requests as the round allows.');
      }
      const created = await ctx.db.meetingRequests.create({
        id: nextId(ctx.db.meetingRequests),
        ...pair,
        requestedBy: side,
        note: freeText(body.note, 'multiline'),
        status: 'pending',
        responseNote: '',
        productionRank: null,
        composerRank: null,
        createdAt: nowIso(ctx),
        updatedAt: nowIso(ctx),
      });
      await sendMeetingRequestMail(ctx, created, otherSide(side), 'requested');
      return ok(meetingRequestView(ctx, created), 201, 'Meeting requested.');
    },
  }),
  defineOperation({
    operationId: 'listMyMeetingRequests',
    method: 'get',
    path: '/api/v1/program/meeting-requests/mine',
    query: zListMyMeetingRequestsQuery,
    resolve({ ctx, request, query }) {
      const user = requireUser(ctx, request);
      const round = visibleRoundOf(ctx, query.roundId, isOffice(user));
      const mine = ctx.db.meetingRequests.findMany((q) => q.where({ roundId: round.id })).filter((one) => requestSideOf(ctx, user, one) !== null);
      const side = meetingSideOf(ctx, user, round.id);
      const ordered = side ? sortedForSide(mine, side) : sortedNewestFirst(mine);
      return ok(ordered.map((one) => meetingRequestView(ctx, one)));
    },
  }),
  defineOperation({
    operationId: 'changeMeetingRequest',
    method: 'post',
    path: '/api/v1/program/meeting-requests/{requestId}/status',
    params: zChangeMeetingRequestPath,
    body: zChangeMeetingRequestBody,
    async resolve({ ctx, request, path, body }) {
      const user = requireUser(ctx, request);
      const { request: found, side } = findOwnRequest(ctx, user, path.requestId);
      const settings = meetingSettingsOf(ctx, roundOf(ctx, found.roundId)!);
      const meeting = liveMeetingOf(ctx, found.id);
      const facts = {
        meetingsOpen: meetingsOpen(ctx, settings),
        withinLimit: withinLimitOf(ctx, found, settings.maxMeetingsPerPerson, found.id),
        meetingTookPlace: meeting !== undefined && meetingTookPlace(meeting.status),
      };
      const outcome = meetingRequestLifecycle.nextStatus(found.status, body.action, requestRoleOf(found, side), facts);
      if (outcome.refusal !== undefined) throw problem(outcome.refusal === 'FORBIDDEN' ? 403 : 409, outcome.refusal);
      const takesNote = body.action === 'decline' || body.action === 'cancel';
      const updated = (await ctx.db.meetingRequests.update(found, {
        data(record) {
          record.status = outcome.status;
          if (takesNote) record.responseNote = freeText(body.note ?? '', 'multiline');
          record.updatedAt = nowIso(ctx);
        },
      }))!;
      if (outcome.status !== 'accepted') await dropRanks(ctx, updated);
      if (outcome.status === 'cancelled') await cancelMeetingOfRequest(ctx, updated.id);
      if (outcome.status !== 'pending') await sendMeetingRequestMail(ctx, updated, otherSide(side), outcome.status);
      const current = ctx.db.meetingRequests.findFirst((q) => q.where({ id: updated.id }))!;
      return ok(meetingRequestView(ctx, current), 200, 'Meeting request changed.');
    },
  }),
  defineOperation({
    operationId: 'rankMeetingRequests',
    method: 'put',
    path: '/api/v1/program/meeting-requests/ranking',
    body: zRankMeetingRequestsBody,
    async resolve({ ctx, request, body }) {
      const user = requireUser(ctx, request);
      const round = visibleRoundOf(ctx, body.roundId, isOffice(user));
      const side = requireMeetingSide(ctx, user, round.id);
      await rankRequests(ctx, round.id, side, user.id, body.requestIds);
      const mine = ctx.db.meetingRequests.findMany((q) => q.where({ roundId: round.id })).filter((one) => requestSideOf(ctx, user, one) !== null);
      return ok(
        sortedForSide(mine, side).map((one) => meetingRequestView(ctx, one)),
        200,
        'Meeting requests ranked.',
      );
    },
  }),
  defineOperation({
    operationId: 'listRoundMeetingRequests',
    method: 'get',
    path: '/api/v1/program/rounds/{roundId}/meeting-requests',
    params: zListRoundMeetingRequestsPath,
    resolve({ ctx, request, path }) {
      requireUser(ctx, request, ['ROLE_ADMIN']);
      const round = visibleRoundOf(ctx, path.roundId, true);
      const all = sortedNewestFirst(ctx.db.meetingRequests.findMany((q) => q.where({ roundId: round.id })));
      return ok(all.map((one) => meetingRequestView(ctx, one)));
    },
  }),
];
