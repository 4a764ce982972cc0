import { http, type HttpHandler } from 'msw';
import * as z from 'zod';
import { sendApprovalMail } from '../auth/approvalMail';
import { expirePasswordResets } from '../auth/passwordReset';
import { expireAccessTokens, revokeUserTokens } from '../auth/tokens';
import type { MockContext } from '../context';
import type { EmailRecord, UploadRecord, UserRecord } from '../db/database';
import { operations } from '../handlers';
import { ok } from '../http/envelope';
import { ApiProblem, errorResponse, problem } from '../http/problem';
import { parseOrProblem } from '../http/validation';
import type { ThrottleSettings } from './client';
import { expireShareLinks, fillShortlistTracks, fillShortlists } from './shortlists';
import { receiveIntoSink, UPLOAD_SINK_PATH } from './uploadSink';

/** Mock-only control endpoints, outside the public contract (tests, demos, the developer panel). */
export const CONTROL_PREFIX = '/__mock';

const faultSchema = z.object({
  operationId: z.enum(operations.map((operation) => operation.operationId) as [string, ...string[]]),
  fault: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('status'), status: z.int().min(400).max(599) }),
    z.object({ kind: z.literal('network') }),
    z.object({ kind: z.literal('delay'), ms: z.int().min(0).max(60_000) }),
    z.object({ kind: z.literal('cut'), afterBytes: z.int().min(0) }),
  ]),
  times: z.int().min(1).max(1000).optional(),
});

const userView = (user: UserRecord) => ({
  userId: user.id,
  email: user.email,
  nickname: user.nickname,
  authorityType: user.authorityType,
  status: user.status,
});

const uploadView = (upload: UploadRecord) => ({
  uploadId: upload.id,
  ownerUserId: upload.ownerUserId,
  kind: upload.kind,
  state: upload.state,
  offset: upload.offset,
  length: upload.length,
});

const emailView = ({ id, to, subject, text, link, sentAt }: EmailRecord) => ({ id, to, subject, text, link, sentAt });

/** A user by numeric id or by email. */
function findUser(ctx: MockContext, idOrEmail: string): UserRecord {
  const user = /^\d+$/.test(idOrEmail)
    ? ctx.db.users.findFirst((q) => q.where({ id: Number(idOrEmail) }))
    : ctx.db.users.findFirst((q) => q.where({ email: decodeURIComponent(idOrEmail).toLowerCase() }));
  if (!user) throw problem(404, 'USER_NOT_FOUND', `No user ${idOrEmail}.`);
  return user;
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw problem(400, 'INVALID_REQUEST', 'The body is not valid JSON.');
  }
}

/** An optional JSON body: none (or blank) is `{}`. */
async function readOptionalJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw problem(400, 'INVALID_REQUEST', 'The body is not valid JSON.');
  }
}

const fillSchema = z.object({ count: z.int().min(0).max(1000).optional() });

const windowSecondsSchema = z
  .int()
  .min(1)
  .max(24 * 60 * 60);

/** A client budget list: 1 to 4 windows, each applies. */
const clientBudgetsSchema = z
  .array(z.strictObject({ attempts: z.int().min(1).max(100_000), windowSeconds: windowSecondsSchema }))
  .min(1)
  .max(4);

const throttleSettingsSchema = z.strictObject({
  throttleAttempts: z.int().min(1).max(1000).optional(),
  throttleWindowSeconds: windowSecondsSchema.optional(),
  clientCheckBudgets: clientBudgetsSchema.optional(),
  clientLoginFailureBudgets: clientBudgetsSchema.optional(),
});

const throttleView = ({ settings }: MockContext): ThrottleSettings => ({
  throttleAttempts: settings.throttleAttempts,
  throttleWindowSeconds: settings.throttleWindowSeconds,
  clientCheckBudgets: settings.clientCheckBudgets,
  clientLoginFailureBudgets: settings.clientLoginFailureBudgets,
});

type ControlResolver = (input: { request: Request; params: Record<string, string> }) => Promise<Response> | Response;

const guarded =
  (resolver: ControlResolver) =>
  async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    try {
      return await resolver({ request, params: params as Record<string, string> });
    } catch (error) {
      if (error instanceof ApiProblem) return errorResponse(error);
      throw error;
    }
  };

export function createControlHandlers(provider: { ctx: MockContext; reset(): Promise<void> }): HttpHandler[] {
  const { ctx } = provider;
  const path = (suffix: string) => `*${CONTROL_PREFIX}${suffix}`;
  const setStatus = (status: 'APPROVED' | 'REJECTED') =>
    guarded(async ({ params, request }) => {
      const user = findUser(ctx, params.user!);
      const wasPending = user.status === 'PENDING';
      const updated = await ctx.db.users.update(user, {
        data(record) {
          record.status = status;
        },
      });
      if (status === 'REJECTED') await revokeUserTokens(ctx, user.id);
      // A musician waiting for review is told by mail once approved (the outbox, `GET /__mock/outbox`).
      if (status === 'APPROVED' && wasPending) await sendApprovalMail(ctx, updated!, ctx.publicOrigin ?? new URL(request.url).origin);
      return ok(userView(updated!));
    });
  return [
    http.get(path('/health'), () => ok({ mock: true, operations: operations.length })),
    http.post(
      path('/reset'),
      guarded(async () => {
        await provider.reset();
        return ok(true, 200, 'Store reset to the seed.');
      }),
    ),
    http.get(path('/operations'), () => ok(operations.map(({ operationId, method, path: route }) => ({ operationId, method, path: route })))),
    http.get(
      path('/users'),
      guarded(({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        const users = ctx.db.users.all().filter((user) => !status || user.status === status);
        return ok(users.map(userView));
      }),
    ),
    http.post(path('/users/:user/approve'), setStatus('APPROVED')),
    http.post(path('/users/:user/reject'), setStatus('REJECTED')),
    http.post(
      path('/users/:user/expire-tokens'),
      guarded(async ({ params }) => {
        const user = findUser(ctx, params.user!);
        return ok({ userId: user.id, expired: await expireAccessTokens(ctx, user.id) });
      }),
    ),
    // The outbox: every email the mock sent, newest first (`?to=` one recipient's, compared case-insensitively).
    http.get(path('/outbox'), ({ request }) => {
      const to = new URL(request.url).searchParams.get('to')?.trim().toLowerCase();
      const emails = ctx.db.outbox.all().filter((email) => !to || email.to.toLowerCase() === to);
      return ok(emails.sort((a, b) => b.id - a.id).map(emailView));
    }),
    // Password reset links expire now, as if 30 minutes had passed: one user's (`?user=` id or email) or all.
    http.post(
      path('/password-resets/expire'),
      guarded(async ({ request }) => {
        const who = new URL(request.url).searchParams.get('user');
        const userId = who ? findUser(ctx, who).id : undefined;
        return ok({ expired: await expirePasswordResets(ctx, userId) });
      }),
    ),
    // Live share links expire now: one link's (`?token=`) or all.
    http.post(
      path('/share-links/expire'),
      guarded(async ({ request }) => {
        const token = new URL(request.url).searchParams.get('token') ?? undefined;
        return ok({ expired: await expireShareLinks(ctx, token) });
      }),
    ),
    // A user gets empty shortlists up to `count` (default: the limit of 50).
    http.post(
      path('/users/:user/shortlists/fill'),
      guarded(async ({ request, params }) => {
        const user = findUser(ctx, params.user!);
        const { count } = parseOrProblem(fillSchema, await readOptionalJson(request));
        return ok({ shortlists: await fillShortlists(ctx, user.id, count) });
      }),
    ),
    // A shortlist gets catalogue tracks up to `count` (default: the limit of 100).
    http.post(
      path('/shortlists/:shortlistId/fill'),
      guarded(async ({ request, params }) => {
        const { count } = parseOrProblem(fillSchema, await readOptionalJson(request));
        return ok({ tracks: await fillShortlistTracks(ctx, Number(params.shortlistId), count) });
      }),
    ),
    // The attempt limits of logins, password reset requests and availability checks; a reset restores them.
    http.get(path('/settings/throttle'), () => ok(throttleView(ctx))),
    http.patch(
      path('/settings/throttle'),
      guarded(async ({ request }) => {
        Object.assign(ctx.settings, parseOrProblem(throttleSettingsSchema, await readJson(request)));
        return ok(throttleView(ctx));
      }),
    ),
    // Every counted attempt is forgotten, as when the windows have passed.
    http.post(path('/throttle/expire'), () => {
      ctx.throttle.clearAll();
      return ok({ cleared: true });
    }),
    http.get(path('/uploads'), () => ok(ctx.db.uploads.all().map(uploadView))),
    // The local server answers this one before msw (see startMockServer), so its body streams without a copy.
    http.put(`*${UPLOAD_SINK_PATH}`, ({ request }) => receiveIntoSink(ctx, request)),
    http.get(path('/faults'), () => ok(ctx.faults.list())),
    http.post(
      path('/faults'),
      guarded(async ({ request }) => {
        const rule = parseOrProblem(faultSchema, await readJson(request));
        ctx.faults.add(rule);
        return ok(ctx.faults.list(), 201);
      }),
    ),
    http.delete(path('/faults'), () => {
      ctx.faults.clear();
      return ok(true);
    }),
    http.delete(path('/faults/:operationId'), ({ params }) => {
      ctx.faults.clear(String(params.operationId));
      return ok(true);
    }),
  ];
}
