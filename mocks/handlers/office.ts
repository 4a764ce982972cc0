import { zDecideMusicianAccountBody, zDecideMusicianAccountPath, zListMusicianAccountsQuery } from '../../src/lib/api/generated/zod.gen';
import type { MusicianAccount } from '../../src/lib/api/generated/types.gen';
import { accountStatusAfter } from '../../src/lib/domain/program/accountReview';
import { sendAccountDecisionMail } from '../auth/accountDecisionMail';
import { sendApprovalMail } from '../auth/approvalMail';
import { requireUser } from '../auth/guard';
import { revokeUserTokens } from '../auth/tokens';
import type { MockContext } from '../context';
import { nextId, type UserRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import { paginate } from '../http/views';
import { freeText } from './textInputs';

const requireOffice = (ctx: MockContext, request: Request) => requireUser(ctx, request, ['ROLE_ADMIN']);

function toMusicianAccount(ctx: MockContext, user: UserRecord): MusicianAccount {
  const decisions = ctx.db.accountDecisions.findMany((q) => q.where({ userId: user.id }));
  const last = decisions.sort((a, b) => b.decidedAt.localeCompare(a.decidedAt) || b.id - a.id)[0];
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    nickname: user.nickname,
    affiliation: user.affiliation,
    status: user.status,
    createdAt: user.createdAt,
    decidedAt: last?.decidedAt ?? null,
    reason: last?.action === 'approve' ? null : (last?.reason ?? null),
    note: last?.action === 'approve' ? null : (last?.note ?? null),
  };
}

export const officeOperations = [
  defineOperation({
    operationId: 'listMusicianAccounts',
    method: 'get',
    path: '/api/v1/office/musicians',
    query: zListMusicianAccountsQuery,
    resolve({ ctx, request, query }) {
      requireOffice(ctx, request);
      const status = query.status ?? 'PENDING';
      const accounts = ctx.db.users
        .all()
        .filter((user) => user.authorityType === 'ROLE_MUSICIAN' && user.status === status)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
      const page = paginate(accounts, query.page, query.size);
      return ok({ ...page, content: page.content.map((user) => toMusicianAccount(ctx, user)) });
    },
  }),
  defineOperation({
    operationId: 'decideMusicianAccount',
    method: 'post',
    path: '/api/v1/office/musicians/{userId}/decision',
    params: zDecideMusicianAccountPath,
    body: zDecideMusicianAccountBody,
    async resolve({ ctx, request, path, body }) {
      const office = requireOffice(ctx, request);
      const user = ctx.db.users.findFirst((q) => q.where({ id: path.userId }));
      if (!user || user.authorityType !== 'ROLE_MUSICIAN') throw problem(404, 'USER_NOT_FOUND', 'No musician account with this id.');
      const next = accountStatusAfter(user.status, body.action);
      if (!next) throw problem(409, 'ACCOUNT_STATUS_CONFLICT', `An account that is ${user.status} cannot be given "${body.action}".`);
      const note = body.note === undefined ? null : freeText(body.note, 'multiline') || null;
      if (body.action !== 'approve' && !body.reason) {
        throw new ApiProblem(400, 'INVALID_REQUEST', undefined, [{ field: 'reason', code: 'required', message: 'A rejection or revocation needs a reason.' }]);
      }
      if (body.reason === 'OTHER' && !note) {
        throw new ApiProblem(400, 'INVALID_REQUEST', undefined, [{ field: 'note', code: 'required', message: 'The reason OTHER needs a note.' }]);
      }
      const updated = (await ctx.db.users.update(user, {
        data(record) {
          record.status = next;
        },
      }))!;
      const reason = body.action === 'approve' ? null : body.reason!;
      await ctx.db.accountDecisions.create({
        id: nextId(ctx.db.accountDecisions),
        userId: user.id,
        action: body.action,
        reason,
        note,
        decidedBy: office.id,
        decidedAt: new Date(ctx.clock.now()).toISOString(),
      });
      // Approving always comes from PENDING or REJECTED: the musician is told they may log in now.
      if (body.action === 'approve') await sendApprovalMail(ctx, updated, ctx.publicOrigin ?? new URL(request.url).origin);
      else {
        if (body.action === 'revoke') await revokeUserTokens(ctx, user.id);
        await sendAccountDecisionMail(ctx, updated, body.action, reason!, note);
      }
      return ok(toMusicianAccount(ctx, updated), 200, 'Decided.');
    },
  }),
];
