/**
 * Meeting requests as the contract shows them, and what the request handlers share (docs/product.md 17.15): which
 * side of a request someone is on, the open requests a person holds toward the round's limit, and the order a
 * list takes.
 */
import type { MeetingRequest, MeetingSide } from '../../src/lib/api/generated/types.gen';
import type { LifecycleRole } from '../../src/lib/domain/program/lifecycles/lifecycle';
import type { MockContext } from '../context';
import type { MeetingRequestRecord, UserRecord } from '../db/database';
import { problem } from '../http/problem';
import { meetingComposerOf, meetingProjectOf } from './meetingParticipants';

/** Pending and accepted requests are open: they count toward the limit and are ranked. */
export const isOpenRequest = (request: MeetingRequestRecord) => request.status === 'pending' || request.status === 'accepted';

/** The user id of a request's production: the owner of its project (0 when the project is gone). */
export const productionUserOf = (ctx: MockContext, request: Pick<MeetingRequestRecord, 'projectId'>): number =>
  ctx.db.projects.findFirst((q) => q.where({ id: request.projectId }))?.ownerId ?? 0;

/** Which side of `request` the user is on, or null when they are neither. */
export function requestSideOf(ctx: MockContext, user: UserRecord, request: MeetingRequestRecord): MeetingSide | null {
  if (request.composerId === user.id) return 'composer';
  if (productionUserOf(ctx, request) === user.id) return 'production';
  return null;
}

/** The user's lifecycle role on a request: `owner` when their side asked, `recipient` when it was asked. */
export const requestRoleOf = (request: MeetingRequestRecord, side: MeetingSide): LifecycleRole => (side === request.requestedBy ? 'owner' : 'recipient');

/** A request one of whose sides the user is; 404 `MEETING_REQUEST_NOT_FOUND` otherwise (the office included). */
export function findOwnRequest(ctx: MockContext, user: UserRecord, requestId: number): { request: MeetingRequestRecord; side: MeetingSide } {
  const request = ctx.db.meetingRequests.findFirst((q) => q.where({ id: requestId }));
  const side = request ? requestSideOf(ctx, user, request) : null;
  if (!request || !side) throw problem(404, 'MEETING_REQUEST_NOT_FOUND', 'No such meeting request.');
  return { request, side };
}

/**
 * The round's requests of one side of one person: a composer's by their user id, a production's by the owner of
 * the request's project (across all its projects).
 */
export function requestsOfPerson(ctx: MockContext, roundId: number, side: MeetingSide, userId: number): MeetingRequestRecord[] {
  const all = ctx.db.meetingRequests.findMany((q) => q.where({ roundId }));
  return side === 'composer' ? all.filter((request) => request.composerId === userId) : all.filter((request) => productionUserOf(ctx, request) === userId);
}

/** How many open requests the person holds in the round, leaving out `except` (the request being accepted). */
export const openCountOf = (ctx: MockContext, roundId: number, side: MeetingSide, userId: number, except?: number): number =>
  requestsOfPerson(ctx, roundId, side, userId).filter((request) => isOpenRequest(request) && request.id !== except).length;

/**
 * Whether both sides of a request stay within the round's limit: each holds fewer other open requests than
 * `max`. For a new request nothing is left out; for an accepted one the request itself is (it was counted when it
 * was made), so accepting is refused only when the office has lowered the limit since.
 */
export function withinLimitOf(ctx: MockContext, request: Pick<MeetingRequestRecord, 'roundId' | 'projectId' | 'composerId'>, max: number, except?: number): boolean {
  return (
    openCountOf(ctx, request.roundId, 'production', productionUserOf(ctx, request), except) < max &&
    openCountOf(ctx, request.roundId, 'composer', request.composerId, except) < max
  );
}

/** The request's placed meeting that is not cancelled, if any. */
export const liveMeetingOf = (ctx: MockContext, requestId: number) =>
  ctx.db.meetings.findFirst((q) => q.where({ requestId, status: (status: string) => status !== 'cancelled' }));

/** A request as the contract shows it. */
export function meetingRequestView(ctx: MockContext, request: MeetingRequestRecord): MeetingRequest {
  return {
    requestId: request.id,
    roundId: request.roundId,
    project: meetingProjectOf(ctx.db.projects.findFirst((q) => q.where({ id: request.projectId }))),
    composer: meetingComposerOf(ctx, request.composerId),
    requestedBy: request.requestedBy,
    note: request.note,
    status: request.status,
    responseNote: request.responseNote,
    productionRank: request.productionRank,
    composerRank: request.composerRank,
    meetingId: liveMeetingOf(ctx, request.id)?.id ?? null,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
  };
}

const newestFirst = (a: MeetingRequestRecord, b: MeetingRequestRecord) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Every list of requests: newest first. */
export const sortedNewestFirst = (requests: MeetingRequestRecord[]) => [...requests].sort(newestFirst);

/**
 * A participant's own list: the requests their side has ranked first, by that rank (1 most wanted), then the rest
 * (new requests, which stay unranked until the side ranks them, and closed ones) newest first.
 */
export function sortedForSide(requests: MeetingRequestRecord[], side: MeetingSide): MeetingRequestRecord[] {
  const rankOf = (request: MeetingRequestRecord) => (side === 'production' ? request.productionRank : request.composerRank);
  return [...requests].sort((a, b) => {
    const rankA = rankOf(a);
    const rankB = rankOf(b);
    if (rankA !== null && rankB !== null) return rankA - rankB || newestFirst(a, b);
    if (rankA !== null) return -1;
    if (rankB !== null) return 1;
    return newestFirst(a, b);
  });
}
