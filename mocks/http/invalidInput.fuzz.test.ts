import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import type * as z from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as generated from '../../src/lib/api/generated/zod.gen';
import { readContractOperations, type ContractOperation } from '../testing/contract';
import { startTestApi, TEST_ORIGIN, type TestApi } from '../testing/testApi';
import { invalidInputs, isValidInput, jsonSchemaOf, validValue, type InvalidInput, type JsonSchema } from './fuzzing/schemaArbitraries';

/**
 * Fuzzing the mock provider with invalid input. For every operation of the contract with a JSON body, path
 * parameters, query parameters or tus headers, found from contracts/openapi.yaml and the generated zod schemas
 * (`z<Operation>Body|Path|Query|Headers`), fast-check sends inputs that break one rule at one place of an
 * otherwise valid request (see fuzzing/schemaArbitraries.ts), plus bodies that are not JSON at all and photo
 * uploads that are not images. Every answer must be a 4xx in the contract's error shape (`zApiError`) whose
 * status matches, naming the broken field when it is a 400: never a success, never a 5xx, never a hang. The
 * requests go through msw with every answer checked against the contract (mocks/testing/testApi.ts).
 *
 * The caller is an approved musician with a profile and tracks, and path parameters are that musician's own
 * ids, so an input the provider wrongly accepts would reach a real write. The optional `Range` header of
 * downloadFile is left out: HTTP tells servers to ignore a Range they cannot parse and send the whole file.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const MUSICIAN = 'musician@cue.test';
const HANG_MS = 20_000;
const EXCLUDED_HEADERS = new Set(['Range']);

/**
 * Statuses the provider rightly answers to invalid input but the contract does not declare yet (found by this
 * fuzzing): the contract's owner should add `400` to these operations. An entry the run no longer sees fails the
 * test, so the list shrinks as the contract catches up.
 */
const CONTRACT_GAPS: ReadonlyArray<{ answer: string; reason: string }> = [
  { answer: 'logout 400', reason: 'a body that is not a RefreshRequest; only 200, 401 and 500 are declared' },
  { answer: 'getMusic 400', reason: 'a musicFileId that is not a positive integer; only 200, 404 and 500 are declared' },
  { answer: 'deleteMusic 400', reason: 'a musicFileId that is not a positive integer; 400 is not declared' },
  { answer: 'likeMusic 400', reason: 'a musicFileId that is not a positive integer; 400 is not declared' },
  { answer: 'unlikeMusic 400', reason: 'a musicFileId that is not a positive integer; 400 is not declared' },
  { answer: 'getMusician 400', reason: 'a musicianId that is not a positive integer; only 200, 404 and 500 are declared' },
  { answer: 'getNotice 400', reason: 'a noticeId that is not a positive integer; only 200, 404 and 500 are declared' },
  { answer: 'getShortlist 400', reason: 'a shortlistId that is not a positive integer; 400 is not declared' },
  { answer: 'deleteShortlist 400', reason: 'a shortlistId that is not a positive integer; 400 is not declared' },
  { answer: 'removeShortlistTrack 400', reason: 'a shortlistId or musicFileId that is not a positive integer; 400 is not declared' },
  { answer: 'revokeShareLink 400', reason: 'a shortlistId that is not a positive integer; 400 is not declared' },
  { answer: 'getSharedShortlist 400', reason: 'a shareToken that breaks its pattern; only 200, 404, 410 and 500 are declared' },
];
const GAP_SUFFIX = ': status not declared in the contract';

type Part = 'body' | 'path' | 'query' | 'headers';
const SUFFIX: Record<Part, string> = { body: 'Body', path: 'Path', query: 'Query', headers: 'Headers' };

const schemas = generated as unknown as Record<string, z.ZodType | undefined>;
const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const schemaOf = (operationId: string, part: Part) => schemas[`z${capitalize(operationId)}${SUFFIX[part]}`];

/** The media type of each operation's request body, and whether the body is required, from the contract. */
function requestBodies(): Map<string, { type: string; required: boolean }> {
  const document = parse(readFileSync('contracts/openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, any>> };
  const bodies = new Map<string, { type: string; required: boolean }>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const content = operation?.requestBody?.content as Record<string, unknown> | undefined;
      if (operation?.operationId && content) bodies.set(operation.operationId, { type: Object.keys(content)[0]!, required: operation.requestBody.required === true });
    }
  }
  return bodies;
}

// ---- the wire form of path, query and header values ----

type Wire = Record<string, string[]>;
const textOf = (value: unknown) => (typeof value === 'string' ? value : value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value));

function toWire(value: unknown, part: Part): Wire {
  const wire: Wire = {};
  for (const [key, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (item === undefined) continue;
    // HTTP drops the blanks around a header value.
    wire[key] = (Array.isArray(item) ? item : [item]).map(textOf).map((text) => (part === 'headers' ? text.trim() : text));
  }
  return wire;
}

/** Text back to the types a schema names, strictly: an integer is digits only ("1.0" and "1e3" stay text). */
function scalarOf(schema: JsonSchema, text: string): unknown {
  if (schema.type === 'integer') return /^-?\d+$/.test(text) ? Number(text) : text;
  if (schema.type === 'number') return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  if (schema.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

function fromWire(schema: JsonSchema, wire: Wire): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const texts = wire[key];
    if (!texts) continue;
    typed[key] = property.type === 'array' ? texts.map((text) => scalarOf(property.items ?? {}, text)) : scalarOf(property, texts[0]!);
  }
  return typed;
}

/** Whether the values can go on the wire at all: a path segment must stay one segment, a header Latin-1 text. */
function sendable(wire: Wire, part: Part): boolean {
  const texts = Object.values(wire).flat();
  if (part === 'path') return texts.every((text) => text !== '' && text !== '.' && text !== '..');
  if (part === 'headers') return texts.every((text) => /^[\x20-\x7e]*$/.test(text));
  return true;
}

// ---- the requests ----

interface Caller {
  token: string;
  /** Valid values by parameter name: the caller's own ids, a live upload, known-good tus headers. */
  known: Record<string, unknown>;
}

interface Outcome {
  status: number;
  body: unknown;
}

const sent = { requests: 0, byPart: {} as Record<string, number>, byStatus: {} as Record<string, number> };

async function send(
  operation: ContractOperation,
  caller: Caller,
  request: { path: Wire; query: Wire; headers: Wire; body?: BodyInit; contentType?: string },
  part: string,
): Promise<Outcome> {
  let path = operation.path;
  for (const [name, [value]] of Object.entries(request.path)) path = path.replace(`{${name}}`, encodeURIComponent(value!));
  const url = new URL(path, TEST_ORIGIN);
  for (const [name, values] of Object.entries(request.query)) for (const value of values) url.searchParams.append(name, value);
  const headers = new Headers({ Authorization: `Bearer ${caller.token}` });
  for (const [name, [value]] of Object.entries(request.headers)) headers.set(name, value!);
  if (request.contentType) headers.set('Content-Type', request.contentType);
  const method = operation.method.toUpperCase();
  sent.requests += 1;
  sent.byPart[part] = (sent.byPart[part] ?? 0) + 1;
  const response = await fetch(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : request.body, signal: AbortSignal.timeout(HANG_MS) });
  sent.byStatus[response.status] = (sent.byStatus[response.status] ?? 0) + 1;
  const text = await response.text();
  if (method === 'HEAD') return { status: response.status, body: undefined };
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

/**
 * A 4xx in the error shape; a 400 for a broken field names it in `fieldErrors` (tus headers, checked by hand in
 * the tus code rather than by a schema, may leave `fieldErrors` out: `fieldErrorsOptional`).
 */
function expectRefused(what: string, outcome: Outcome, method: string, brokenPath?: string[], fieldErrorsOptional = false): void {
  expect(outcome.status, what).toBeGreaterThanOrEqual(400);
  expect(outcome.status, what).toBeLessThan(500);
  if (method === 'head') return; // no body on HEAD (the mocked body is checked by the contract listener)
  const shape = generated.zApiError.safeParse(outcome.body);
  expect(shape.success, `${what}: ${JSON.stringify(outcome.body)}`).toBe(true);
  expect((outcome.body as { status: number }).status, what).toBe(outcome.status);
  if (outcome.status === 400 && brokenPath && brokenPath.length > 0) {
    const field = brokenPath.join('.');
    const fieldErrors = (outcome.body as { fieldErrors?: Array<{ field: string }> }).fieldErrors;
    if (!fieldErrors && fieldErrorsOptional) return;
    const named = (fieldErrors ?? []).map((error) => error.field);
    expect(
      named.some((name) => name === field || name.startsWith(`${field}.`) || field.startsWith(`${name}.`)),
      `${what}: fieldErrors ${JSON.stringify(named)} do not name ${field}`,
    ).toBe(true);
  }
}

// ---- the fuzzing ----

describe('the mock provider refuses invalid input (fuzzing)', () => {
  const contract = readContractOperations();
  const bodies = requestBodies();
  const bodyTypes = new Map([...bodies].map(([operationId, body]) => [operationId, body.type]));
  let api: TestApi;
  let caller: Caller;

  beforeAll(async () => {
    api = await startTestApi();
    const { data: login } = (await (
      await fetch(`${TEST_ORIGIN}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login: MUSICIAN, password: 'cue-connect-1' }),
      })
    ).json()) as { data: { accessToken: string } };
    const auth = { Authorization: `Bearer ${login.accessToken}` };
    const me = (await (await fetch(`${TEST_ORIGIN}/api/v1/my/profile`, { headers: auth })).json()) as { data: { userId: number; musicianId: number } };
    const own = (await (await fetch(`${TEST_ORIGIN}/api/v1/musician/profile`, { headers: auth })).json()) as {
      data: { tracks: Array<{ musicFileId: number; audioUrl: string }> };
    };
    const created = await fetch(`${TEST_ORIGIN}/api/v1/uploads`, {
      method: 'POST',
      headers: { ...auth, 'Tus-Resumable': '1.0.0', 'Upload-Length': '64', 'Upload-Metadata': `kind ${btoa('cover')}` },
    });
    const track = own.data.tracks[0]!;
    // The caller's own shortlist (holding their track) and its live share link.
    const shortlist = (await (
      await fetch(`${TEST_ORIGIN}/api/v1/shortlists`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'fuzzing', musicFileId: track.musicFileId }),
      })
    ).json()) as { data: { shortlistId: number } };
    const shareLink = (await (
      await fetch(`${TEST_ORIGIN}/api/v1/shortlists/${shortlist.data.shortlistId}/share`, {
        method: 'PUT',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ expiry: 'NEVER' }),
      })
    ).json()) as { data: { token: string } };
    caller = {
      token: login.accessToken,
      known: {
        userId: me.data.userId,
        musicianId: me.data.musicianId,
        musicFileId: track.musicFileId,
        noticeId: 1,
        roundId: 1,
        projectId: 2,
        applicationId: 1,
        briefId: 1,
        answerId: 1,
        requestId: 1,
        shortlistId: shortlist.data.shortlistId,
        shareToken: shareLink.data.token,
        fileId: track.audioUrl.split('/').pop(),
        uploadId: created.headers.get('location')!.split('/').pop(),
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': 0,
        'Upload-Metadata': `kind ${btoa('cover')}`,
      },
    };
  }, 60_000);

  afterAll(async () => {
    await api.settle();
    console.log(
      `fuzzing: ${sent.requests} invalid requests (${Object.entries(sent.byPart)
        .map(([part, count]) => `${part} ${count}`)
        .join(', ')}); ` +
        `answers ${Object.entries(sent.byStatus)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ')}`,
    );
    const violations = [...api.violations];
    api.close();
    const isGap = (violation: string) => CONTRACT_GAPS.some((gap) => violation === `${gap.answer}${GAP_SUFFIX}`);
    expect(violations.filter((violation) => !isGap(violation))).toEqual([]);
    const unseen = CONTRACT_GAPS.filter((gap) => !violations.includes(`${gap.answer}${GAP_SUFFIX}`));
    expect(
      unseen.map((gap) => gap.answer),
      'the contract declares these now: remove them from CONTRACT_GAPS',
    ).toEqual([]);
  });

  /** A valid value for every part of an operation but the one being broken. */
  function validParts(operation: ContractOperation): Record<Part, fc.Arbitrary<unknown>> {
    const parts = {} as Record<Part, fc.Arbitrary<unknown>>;
    for (const part of ['body', 'path', 'query', 'headers'] as Part[]) {
      const schema = schemaOf(operation.operationId, part);
      if (!schema) {
        parts[part] = fc.constant(undefined);
        continue;
      }
      const json = jsonSchemaOf(schema);
      const properties = Object.keys(json.properties ?? {});
      if (part === 'path') {
        for (const name of properties) if (!(name in caller.known)) throw new Error(`No known-good value for the path parameter ${name}: add one to the fuzzing caller.`);
        parts[part] = fc.constant(Object.fromEntries(properties.map((name) => [name, caller.known[name]])));
        continue;
      }
      const generatedValue = validValue(json).map((value) =>
        part === 'headers'
          ? { ...(value as object), ...Object.fromEntries(properties.filter((name) => name in caller.known).map((name) => [name, caller.known[name]])) }
          : value,
      );
      // A valid header value must also be one HTTP can carry (a free-text header such as If-None-Match).
      const valid =
        part === 'body'
          ? (value: unknown) => isValidInput(schema, value)
          : (value: unknown) => sendable(toWire(value, part), part) && schema.safeParse(fromWire(json, toWire(value, part))).success;
      parts[part] = generatedValue.filter(valid);
    }
    return parts;
  }

  /** Puts the parts of a request on the wire and sends it. */
  async function sendParts(operation: ContractOperation, parts: Record<Part, unknown>, label: string, raw?: { body: BodyInit; contentType?: string }) {
    const bodyType = bodyTypes.get(operation.operationId);
    const body = raw?.body ?? (bodyType === 'application/json' ? JSON.stringify(parts.body) : operation.operationId === 'appendUploadChunk' ? 'abc' : undefined);
    const contentType = raw ? raw.contentType : bodyType === 'application/json' ? 'application/json' : bodyType;
    return send(
      operation,
      caller,
      { path: toWire(parts.path, 'path'), query: toWire(parts.query, 'query'), headers: toWire(parts.headers, 'headers'), body, contentType },
      label,
    );
  }

  const fuzzable = contract.flatMap((operation) =>
    (['body', 'path', 'query', 'headers'] as Part[])
      .filter((part) => schemaOf(operation.operationId, part))
      .filter((part) => part !== 'body' || bodyTypes.get(operation.operationId) === 'application/json')
      .filter(
        (part) => part !== 'headers' || Object.keys(jsonSchemaOf(schemaOf(operation.operationId, part)!).properties ?? {}).some((name) => !EXCLUDED_HEADERS.has(name)),
      )
      .map((part) => ({ operation, part })),
  );

  it('finds the operations to fuzz in the contract', () => {
    const names = fuzzable.map(({ operation, part }) => `${operation.operationId} ${part}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'signUp body',
        'createMusic body',
        'createMusic path',
        'searchMusic query',
        'createUpload headers',
        'appendUploadChunk headers',
        'downloadFile path',
      ]),
    );
    expect(names.length).toBeGreaterThan(30);
  });

  it.each(fuzzable.map(({ operation, part }) => [`${operation.operationId} ${part}`, operation, part] as const))(
    '%s: one broken rule, refused with the error shape',
    async (label, operation, part) => {
      const schema = schemaOf(operation.operationId, part)!;
      const json = jsonSchemaOf(schema);
      const valid = validParts(operation);
      if (part === 'headers') for (const name of EXCLUDED_HEADERS) delete json.properties?.[name];
      const isInvalid =
        part === 'body'
          ? (value: unknown) => !isValidInput(schema, value)
          : (value: unknown) => sendable(toWire(value, part), part) && !schema.safeParse(fromWire(json, toWire(value, part))).success;
      const broken = invalidInputs(json, valid[part], isInvalid, { root: part === 'body' });
      const others = fc.record({ body: valid.body, path: valid.path, query: valid.query, headers: valid.headers });
      await fc.assert(
        fc.asyncProperty(broken, others, async (input: InvalidInput, parts) => {
          const outcome = await sendParts(operation, { ...(parts as Record<Part, unknown>), [part]: input.value }, label);
          expectRefused(`${label} ${JSON.stringify(input.value)?.slice(0, 300)}`, outcome, operation.method, input.path, part === 'headers');
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );

  const jsonBodies = contract.filter((operation) => bodyTypes.get(operation.operationId) === 'application/json' && schemaOf(operation.operationId, 'body'));

  /** Bodies that are not the JSON object the contract asks for. */
  const notJson = fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '{',
      '{"login":',
      '<xml/>',
      "{'a': 1}",
      'undefined',
      'NaN',
      '[1, 2',
      '\u0000',
      '{"a": 1} x',
      '{"a": 1}{"b": 2}',
      '1e400',
      '[]',
      '"text"',
      '1',
      'null',
      'true',
      '[{}]',
    ),
    fc.string({ maxLength: 40 }).filter((text) => {
      try {
        const value: unknown = JSON.parse(text);
        return value === null || typeof value !== 'object' || Array.isArray(value);
      } catch {
        return true;
      }
    }),
  );

  it.each(jsonBodies.map((operation) => [operation.operationId, operation] as const))(
    '%s: a body that is not a JSON object is refused with the error shape',
    async (operationId, operation) => {
      const valid = validParts(operation);
      const others = fc.record({ path: valid.path, query: valid.query, headers: valid.headers });
      // An optional body may be left empty.
      const notAnObject = bodies.get(operationId)!.required ? notJson : notJson.filter((body) => body.trim() !== '');
      await fc.assert(
        fc.asyncProperty(notAnObject, fc.constantFrom('application/json', 'text/plain', undefined), others, async (body, contentType, parts) => {
          const outcome = await sendParts(operation, { ...(parts as Record<Part, unknown>), body: undefined }, `${operationId} raw body`, { body, contentType });
          expectRefused(`${operationId} body ${JSON.stringify(body)}`, outcome, operation.method);
        }),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    },
    120_000,
  );

  it('uploadMusicianPhoto: a body that is not a multipart JPG or PNG is refused with the error shape', async () => {
    const operation = contract.find((candidate) => candidate.operationId === 'uploadMusicianPhoto')!;
    const notAnImage = fc.uint8Array({ maxLength: 200 }).filter((bytes) => bytes.length === 0 || ![0x89, 0xff].includes(bytes[0]!));
    const body = fc.oneof(
      fc.tuple(notAnImage, fc.string({ maxLength: 12 })).map(([bytes, name]) => {
        const form = new FormData();
        form.set('file', new Blob([bytes]), name || 'photo.png');
        return { body: form as BodyInit, contentType: undefined };
      }),
      fc.string({ maxLength: 40 }).map((text) => {
        const form = new FormData();
        form.set('photo', text);
        return { body: form as BodyInit, contentType: undefined };
      }),
      notJson.map((text) => ({ body: text as BodyInit, contentType: 'multipart/form-data; boundary=x' })),
      fc.jsonValue().map((value) => ({ body: JSON.stringify(value) as BodyInit, contentType: 'application/json' })),
    );
    await fc.assert(
      fc.asyncProperty(body, async (raw) => {
        const outcome = await sendParts(operation, { body: undefined, path: undefined, query: undefined, headers: undefined }, 'uploadMusicianPhoto body', raw);
        expectRefused('uploadMusicianPhoto', outcome, operation.method);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
