import { zDecideIndustryProfileBody, zDecideIndustryProfilePath, zListIndustryProfilesQuery, zSaveMyIndustryProfileBody } from '../../src/lib/api/generated/zod.gen';
import type { IndustryProfile, IndustryProfileReview } from '../../src/lib/api/generated/types.gen';
import {
  decisionProblems,
  filmographyUrlProblems,
  industryDecisionRefusal,
  industryProfileRefusal,
  statusAfterDecision,
  statusAfterSave,
  type IndustryProblem,
} from '../../src/lib/domain/program/industryProfile';
import { requireUser } from '../auth/guard';
import type { MockContext } from '../context';
import type { IndustryProfileRecord } from '../db/database';
import { ok } from '../http/envelope';
import { defineOperation } from '../http/operation';
import { ApiProblem, problem } from '../http/problem';
import { paginate } from '../http/views';
import { sendIndustryDecisionMail } from './industryProfileMail';
import { freeText, requiredText } from './textInputs';

const nowIso = (ctx: MockContext) => new Date(ctx.clock.now()).toISOString();

/** The user's industry profile record, if any (one per user). */
export const industryProfileOf = (ctx: MockContext, userId: number): IndustryProfileRecord | undefined => ctx.db.industryProfiles.findFirst((q) => q.where({ userId }));

/** The public "verified industry" mark of a user. */
export const isIndustryVerified = (ctx: MockContext, userId: number): boolean => industryProfileOf(ctx, userId)?.status === 'verified';

export const toIndustryProfile = (record: IndustryProfileRecord): IndustryProfile => ({
  userId: record.userId,
  company: record.company,
  role: record.role,
  filmographyUrl: record.filmographyUrl,
  note: record.note,
  status: record.status,
  requestedAt: record.requestedAt,
  decidedAt: record.decidedAt,
  rejectReason: record.rejectReason,
  decisionNote: record.decisionNote,
  updatedAt: record.updatedAt,
});

/** 400 with one field error per rule a domain check found. */
function refuseProblems(problems: IndustryProblem[]): void {
  if (problems.length === 0) return;
  throw new ApiProblem(
    400,
    'INVALID_REQUEST',
    undefined,
    problems.map(({ field, code }) => ({ field, code, message: `The industry profile's ${field} breaks the rule ${code}.` })),
  );
}

export const industryProfileOperations = [
  defineOperation({
    operationId: 'getMyIndustryProfile',
    method: 'get',
    path: '/api/v1/my/industry-profile',
    resolve({ ctx, request }) {
      const user = requireUser(ctx, request);
      const profile = industryProfileOf(ctx, user.id);
      return ok(profile ? toIndustryProfile(profile) : null);
    },
  }),
  defineOperation({
    operationId: 'saveMyIndustryProfile',
    method: 'put',
    path: '/api/v1/my/industry-profile',
    body: zSaveMyIndustryProfileBody,
    async resolve({ ctx, request, body }) {
      const user = requireUser(ctx, request);
      const refusal = industryProfileRefusal(user.authorityType);
      if (refusal === 'INDUSTRY_PROFILE_NOT_FOR_MUSICIANS') throw problem(403, refusal, 'Musicians take part in the matching program as composers.');
      if (refusal) throw problem(403, refusal);
      const company = requiredText('company', body.company);
      const filmographyUrl = body.filmographyUrl.trim();
      refuseProblems(filmographyUrlProblems(filmographyUrl));
      const fields = { company, role: body.role, filmographyUrl, note: freeText(body.note ?? '', 'multiline') };
      const saved = industryProfileOf(ctx, user.id);
      const { status, reRequested } = statusAfterSave(saved, fields);
      const now = nowIso(ctx);
      if (!saved) {
        const created = await ctx.db.industryProfiles.create({
          userId: user.id,
          ...fields,
          status,
          requestedAt: now,
          decidedAt: null,
          rejectReason: null,
          decisionNote: '',
          updatedAt: now,
        });
        return ok(toIndustryProfile(created), 200, 'Industry profile saved; the program office will check it.');
      }
      const updated = await ctx.db.industryProfiles.update(saved, {
        data(record) {
          Object.assign(record, fields, { status, updatedAt: now });
          if (reRequested) Object.assign(record, { requestedAt: now, decidedAt: null, rejectReason: null, decisionNote: '' });
        },
      });
      return ok(toIndustryProfile(updated!), 200, status === 'pending' ? 'Industry profile saved; the program office will check it.' : 'Industry profile saved.');
    },
  }),
  defineOperation({
    operationId: 'deleteMyIndustryProfile',
    method: 'delete',
    path: '/api/v1/my/industry-profile',
    resolve({ ctx, request }) {
      const user = requireUser(ctx, request);
      const profile = industryProfileOf(ctx, user.id);
      if (!profile) throw problem(404, 'INDUSTRY_PROFILE_NOT_FOUND', 'You have no industry profile.');
      ctx.db.industryProfiles.delete(profile);
      return ok(true, 200, 'Industry profile withdrawn.');
    },
  }),
  defineOperation({
    operationId: 'listIndustryProfiles',
    method: 'get',
    path: '/api/v1/office/industry-profiles',
    query: zListIndustryProfilesQuery,
    resolve({ ctx, request, query }) {
      requireUser(ctx, request, ['ROLE_ADMIN']);
      const status = query.status ?? 'pending';
      const reviews = ctx.db.industryProfiles
        .findMany((q) => q.where({ status }))
        .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt) || a.userId - b.userId)
        .flatMap((profile): IndustryProfileReview[] => {
          const user = ctx.db.users.findFirst((q) => q.where({ id: profile.userId }));
          return user ? [{ ...toIndustryProfile(profile), name: user.name, nickname: user.nickname, email: user.email }] : [];
        });
      return ok(paginate(reviews, query.page, query.size));
    },
  }),
  defineOperation({
    operationId: 'decideIndustryProfile',
    method: 'post',
    path: '/api/v1/office/industry-profiles/{userId}/decision',
    params: zDecideIndustryProfilePath,
    body: zDecideIndustryProfileBody,
    async resolve({ ctx, request, path, body }) {
      requireUser(ctx, request, ['ROLE_ADMIN']);
      const profile = industryProfileOf(ctx, path.userId);
      const user = profile && ctx.db.users.findFirst((q) => q.where({ id: profile.userId }));
      if (!profile || !user) throw problem(404, 'INDUSTRY_PROFILE_NOT_FOUND', 'That user has no industry profile.');
      const refusal = industryDecisionRefusal(profile.status);
      if (refusal) throw problem(409, refusal, `The profile is ${profile.status}; only a pending profile is decided.`);
      const note = freeText(body.note ?? '', 'multiline');
      refuseProblems(decisionProblems({ action: body.action, reason: body.reason, note }));
      const now = nowIso(ctx);
      const decided = await ctx.db.industryProfiles.update(profile, {
        data(record) {
          record.status = statusAfterDecision(body.action);
          record.decidedAt = now;
          record.rejectReason = body.action === 'reject' ? body.reason! : null;
          record.decisionNote = note;
          record.updatedAt = now;
        },
      });
      await sendIndustryDecisionMail(ctx, user, decided!, ctx.publicOrigin ?? new URL(request.url).origin);
      return ok(toIndustryProfile(decided!), 200, body.action === 'verify' ? 'Industry profile verified.' : 'Industry profile rejected.');
    },
  }),
];
