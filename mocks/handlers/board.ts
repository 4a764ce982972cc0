import { zGetNoticePath, zListNoticesQuery } from '../../src/lib/api/generated/zod.gen';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { problem } from '../http/problem';
import { paginate, toFaq, toNotice } from '../http/views';

export const boardOperations = [
  defineOperation({
    operationId: 'listNotices',
    method: 'get',
    path: '/api/v1/notices',
    query: zListNoticesQuery,
    resolve({ ctx, query }) {
      const notices = ctx.db.notices.all().sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      const page = paginate(notices, query.page, query.size);
      return ok({ ...page, content: page.content.map(toNotice) });
    },
  }),
  defineOperation({
    operationId: 'getNotice',
    method: 'get',
    path: '/api/v1/notices/{noticeId}',
    params: zGetNoticePath,
    resolve({ ctx, path }) {
      const notice = ctx.db.notices.findFirst((q) => q.where({ id: path.noticeId }));
      if (!notice) throw problem(404, 'NOTICE_NOT_FOUND', 'Notice not found.');
      return ok(toNotice(notice));
    },
  }),
  defineOperation({
    operationId: 'listFaqs',
    method: 'get',
    path: '/api/v1/faqs',
    resolve: ({ ctx }) => ok(ctx.db.faqs.findMany(undefined, { orderBy: { order: 'asc' } }).map(toFaq)),
  }),
];
