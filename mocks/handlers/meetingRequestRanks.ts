/**
 * Each side's ranking of its open meeting requests (docs/product.md 17.15). A new request is unranked on both sides
 * (null) until the side ranks it: a ranking names every open request of the side, so the side places the new ones.
 * When a request closes (declined, withdrawn, cancelled) it loses both ranks, and each side's remaining ranks close
 * up (1..n again, in the same order), so a rank always says the place among the open requests.
 */
import type { MeetingSide } from '../../src/lib/api/generated/types.gen';
import type { MockContext } from '../context';
import type { MeetingRequestRecord } from '../db/database';
import { ApiProblem } from '../http/problem';
import { isOpenRequest, productionUserOf, requestsOfPerson } from './meetingRequestViews';

const rankField = (side: MeetingSide) => (side === 'production' ? 'productionRank' : 'composerRank');

/** Sets ranks 1..n on the side's open requests in `orderedIds`' order; 400 `not_all_open_requests` unless they are exactly those. */
export async function rankRequests(ctx: MockContext, roundId: number, side: MeetingSide, userId: number, orderedIds: number[]): Promise<void> {
  const open = requestsOfPerson(ctx, roundId, side, userId).filter(isOpenRequest);
  const openIds = new Set(open.map((request) => request.id));
  const exact = new Set(orderedIds).size === orderedIds.length && orderedIds.length === openIds.size && orderedIds.every((id) => openIds.has(id));
  if (!exact) {
    throw new ApiProblem(400, 'INVALID_REQUEST', undefined, [
      { field: 'requestIds', code: 'not_all_open_requests', message: 'Name every open request of your side in the round, each once.' },
    ]);
  }
  const field = rankField(side);
  for (const [index, id] of orderedIds.entries()) {
    await ctx.db.meetingRequests.update((q) => q.where({ id }), {
      data(record) {
        record[field] = index + 1;
      },
    });
  }
}

/** Renumbers one side's ranked open requests 1..n in their order. */
async function closeUpRanks(ctx: MockContext, roundId: number, side: MeetingSide, userId: number): Promise<void> {
  const field = rankField(side);
  const ranked = requestsOfPerson(ctx, roundId, side, userId)
    .filter((request) => isOpenRequest(request) && request[field] !== null)
    .sort((a, b) => a[field]! - b[field]! || a.id - b.id);
  for (const [index, request] of ranked.entries()) {
    if (request[field] === index + 1) continue;
    await ctx.db.meetingRequests.update(request, {
      data(record) {
        record[field] = index + 1;
      },
    });
  }
}

/** A closed request: its ranks go, and both sides' other ranks close up. */
export async function dropRanks(ctx: MockContext, request: MeetingRequestRecord): Promise<void> {
  await ctx.db.meetingRequests.update(request, {
    data(record) {
      record.productionRank = null;
      record.composerRank = null;
    },
  });
  await closeUpRanks(ctx, request.roundId, 'production', productionUserOf(ctx, request));
  await closeUpRanks(ctx, request.roundId, 'composer', request.composerId);
}
