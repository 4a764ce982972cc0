import { http, type HttpHandler } from 'msw';
import type * as z from 'zod';
import type { MockContext } from '../context';
import { mustNotBeStored, withNoStore } from './cachePolicy';
import { hasNoBody, readTextWithin } from './bodyLimit';
import { hasMediaType, mediaTypeOf, unsupportedContentType } from './contentType';
import { settleDueAnnouncements } from '../handlers/programAnnouncement';
import { settleDueReminders } from '../handlers/meetingReminders';
import { ApiProblem, errorResponse } from './problem';
import { coerceTextInputs, parseBodyOrProblem, parseOrProblem } from './validation';
import { oneWriteAtATime } from './writeQueue';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface OperationInput<B, P, Q, H> {
  request: Request;
  body: Output<B>;
  path: Output<P>;
  query: Output<Q>;
  headers: Output<H>;
  ctx: MockContext;
}

/** One contract operation: its id and route, the generated schemas of its inputs, and its resolver. */
export interface OperationSpec<B = unknown, P = unknown, Q = unknown, H = unknown> {
  operationId: string;
  method: Method;
  /** The contract path with `{param}` placeholders. */
  path: string;
  body?: B;
  params?: P;
  query?: Q;
  headers?: H;
  /** Leave the body unread (tus chunks, multipart, streaming). */
  rawBody?: boolean;
  /** The media type a raw body must be sent as (415 otherwise, before the resolver runs); JSON bodies need `application/json`. */
  rawBodyType?: string;
  resolve(input: OperationInput<B, P, Q, H>): Promise<Response> | Response;
}

export function defineOperation<
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  H extends z.ZodType | undefined = undefined,
>(spec: OperationSpec<B, P, Q, H>): OperationSpec<B, P, Q, H> {
  return spec;
}

export type AnyOperation = OperationSpec<any, any, any, any>;

/** `/api/v1/music/{musicFileId}` -> `* /api/v1/music/:musicFileId` (any origin). */
export function toMswPath(contractPath: string): string {
  return `*${contractPath.replace(/\{(\w+)\}/g, ':$1')}`;
}

const JSON_TYPE = 'application/json';

/**
 * The one Content-Type rule (the contract's Conventions): a JSON operation reads its body only when it is sent as
 * `application/json` (UTF-8, parameters allowed); anything else, or none, answers 415 before the body is read.
 * Only an operation whose body is optional may be called with no Content-Type, and then with no body at all. A
 * raw-body operation that names its media type gets the same check; tus checks its own (see appendChunk).
 */
async function assertBodyType(operation: AnyOperation, request: Request): Promise<void> {
  if (operation.rawBody) {
    if (operation.rawBodyType && !hasMediaType(request, operation.rawBodyType)) throw unsupportedContentType(operation.rawBodyType);
    return;
  }
  if (!operation.body || hasMediaType(request, JSON_TYPE)) return;
  const bodyOptional = (operation.body as z.ZodType).safeParse(undefined).success;
  if (bodyOptional && mediaTypeOf(request) === undefined && (await hasNoBody(request))) return;
  throw unsupportedContentType(JSON_TYPE);
}

async function readJsonBody(request: Request, limitBytes: number): Promise<unknown> {
  if (request.bodyUsed) return undefined;
  const text = await readTextWithin(request, limitBytes);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiProblem(400, 'INVALID_REQUEST', 'The body is not valid JSON.');
  }
}

/**
 * Runs one request through an operation: injected faults, the body's media type, input validation, due work, resolver,
 * error shape; then the caching rule (no personal answer is stored, see ./cachePolicy.ts).
 */
export async function runOperation(
  operation: AnyOperation,
  ctx: MockContext,
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
): Promise<Response> {
  const response = await answer(operation, ctx, request, params);
  return mustNotBeStored(operation.operationId, request) ? withNoStore(response) : response;
}

async function answer(operation: AnyOperation, ctx: MockContext, request: Request, params: Record<string, string | readonly string[] | undefined>): Promise<Response> {
  const fault = ctx.faults.take(operation.operationId);
  if (fault?.kind === 'network') return Response.error();
  if (fault?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms));
  try {
    if (fault?.kind === 'status') {
      const code =
        fault.status >= 500
          ? 'SERVER_ERROR'
          : fault.status === 401
            ? 'UNAUTHORIZED'
            : fault.status === 403
              ? 'FORBIDDEN'
              : fault.status === 404
                ? 'NOT_FOUND'
                : 'INVALID_REQUEST';
      throw new ApiProblem(fault.status, code, `Injected failure (${fault.status}).`);
    }
    await assertBodyType(operation, request);
    const url = new URL(request.url);
    const input = {
      request,
      ctx,
      path: operation.params
        ? parseOrProblem(
            operation.params,
            coerceTextInputs(operation.params, (key) => {
              const value = params[key];
              return value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
            }),
          )
        : undefined,
      query: operation.query
        ? parseOrProblem(
            operation.query,
            coerceTextInputs(operation.query, (key) => url.searchParams.getAll(key)),
          )
        : undefined,
      headers: operation.headers
        ? parseOrProblem(
            operation.headers,
            coerceTextInputs(operation.headers, (key) => {
              const value = request.headers.get(key);
              return value === null ? [] : [value];
            }),
          )
        : undefined,
      body: operation.body && !operation.rawBody ? parseBodyOrProblem(operation.body, await readJsonBody(request, ctx.settings.jsonBodyLimitBytes)) : undefined,
    };
    // Work the provider's clock made due (a scheduled announcement's mails, meeting reminders) is done before any operation reads.
    await settleDueAnnouncements(ctx);
    await settleDueReminders(ctx);
    // Writes (not the streaming ones) run one at a time, so a check and the write it allows are never split.
    const isWrite = !['get', 'head', 'options'].includes(operation.method) && !operation.rawBody;
    return await (isWrite ? oneWriteAtATime(ctx, () => operation.resolve(input as any)) : operation.resolve(input as any));
  } catch (error) {
    if (error instanceof ApiProblem) return errorResponse(error);
    console.error(`[mock] ${operation.operationId} failed`, error);
    return errorResponse(new ApiProblem(500, 'SERVER_ERROR'));
  }
}

export function toMswHandler(operation: AnyOperation, ctx: MockContext): HttpHandler {
  return http[operation.method](toMswPath(operation.path), ({ request, params }) => runOperation(operation, ctx, request, params as Record<string, string>));
}
