/**
 * Private calendar addresses (docs/product.md 17.16): a user makes one (a new one replaces the old, which stops
 * answering at once), reads it again, stops it; a calendar app reads the owner's agenda there without logging in,
 * the secret in the address being the key. The secret is 256 bits from the platform's CSPRNG (43 base64url
 * characters); the address is found by the secret's SHA-256, like a password reset link.
 */
import { zCreateMyCalendarFeedQuery, zReadCalendarFeedPath } from '../../src/lib/api/generated/zod.gen';
import { requireUser } from '../auth/guard';
import { newResetToken, tokenHash } from '../auth/passwordReset';
import type { MockContext } from '../context';
import { nextId, type CalendarFeedRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { problem } from '../http/problem';
import { agendaOf } from './meetingAgendaOf';
import { calendarResponse, type CalendarLanguage } from './meetingCalendarFile';
import { nowIso } from './programDecisions';

const feedPath = (token: string) => `/api/v1/calendar-feeds/${token}`;

const activeFeedOf = (ctx: MockContext, userId: number): CalendarFeedRecord | undefined =>
  ctx.db.calendarFeeds.findFirst((q) => q.where((feed) => feed.userId === userId && feed.revokedAt === null));

async function revokeFeeds(ctx: MockContext, userId: number): Promise<void> {
  const at = nowIso(ctx);
  await ctx.db.calendarFeeds.updateMany((q) => q.where((feed) => feed.userId === userId && feed.revokedAt === null), {
    data(feed) {
      feed.revokedAt = at;
    },
  });
}

/** The calendar's language when the app names none: the first of the browser's languages the app speaks (Korean when none). */
function languageOf(request: Request): CalendarLanguage {
  for (const range of (request.headers.get('accept-language') ?? '').split(',')) {
    const primary = range.trim().split(/[-;]/)[0]?.toLowerCase();
    if (primary === 'ko' || primary === 'en') return primary;
  }
  return 'ko';
}

export const calendarFeedOperations = [
  defineOperation({
    operationId: 'getMyCalendarFeed',
    method: 'get',
    path: '/api/v1/program/calendar-feed',
    resolve({ ctx, request }) {
      const user = requireUser(ctx, request);
      const feed = activeFeedOf(ctx, user.id);
      return ok({ url: feed ? feedPath(feed.token) : null });
    },
  }),
  defineOperation({
    operationId: 'createMyCalendarFeed',
    method: 'post',
    path: '/api/v1/program/calendar-feed',
    query: zCreateMyCalendarFeedQuery,
    async resolve({ ctx, request, query }) {
      const user = requireUser(ctx, request);
      await revokeFeeds(ctx, user.id);
      const token = newResetToken();
      await ctx.db.calendarFeeds.create({
        id: nextId(ctx.db.calendarFeeds),
        userId: user.id,
        tokenHash: await tokenHash(token),
        token,
        language: query?.lang ?? languageOf(request),
        createdAt: nowIso(ctx),
        revokedAt: null,
      });
      return ok({ url: feedPath(token) }, 201, 'Calendar address made.');
    },
  }),
  defineOperation({
    operationId: 'revokeMyCalendarFeed',
    method: 'delete',
    path: '/api/v1/program/calendar-feed',
    async resolve({ ctx, request }) {
      const user = requireUser(ctx, request);
      await revokeFeeds(ctx, user.id);
      return ok({ url: null }, 200, 'Calendar address stopped.');
    },
  }),
  defineOperation({
    operationId: 'readCalendarFeed',
    method: 'get',
    path: '/api/v1/calendar-feeds/{feedToken}',
    params: zReadCalendarFeedPath,
    async resolve({ ctx, request, path }) {
      const hash = await tokenHash(path.feedToken);
      const feed = ctx.db.calendarFeeds.findFirst((q) => q.where({ tokenHash: hash }));
      const owner = feed && feed.revokedAt === null ? ctx.db.users.findFirst((q) => q.where({ id: feed.userId })) : undefined;
      if (!feed || !owner || owner.leftAt !== null) throw problem(404, 'CALENDAR_FEED_NOT_FOUND', 'No such calendar address.');
      return calendarResponse(ctx, agendaOf(ctx, owner.id), feed.language, new URL(request.url).origin);
    },
  }),
];
