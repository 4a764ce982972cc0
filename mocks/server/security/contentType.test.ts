import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type * as z from 'zod';
import { zApiError } from '../../../src/lib/api/generated/zod.gen';
import { operations } from '../../handlers';
import { TEST_ORIGIN } from '../../testing/testApi';
import { createUserWithToken, signUpRequest } from '../../testing/users';
import { useTestApi } from '../../testing/useTestApi';

/**
 * Issue 26, CSRF surface: JSON bodies were read under any Content-Type, so a form on another site (text/plain,
 * urlencoded or multipart need no CORS preflight) could post to sign-up or the password reset. Every operation
 * with a JSON body now answers 415 `UNSUPPORTED_CONTENT_TYPE` in the contract's error shape, before it reads
 * the body (and before it looks at credentials).
 */

interface JsonOperation {
  operationId: string;
  method: string;
  path: string;
}

const contract = parse(readFileSync('contracts/openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, any>> };
const operationsTaking = (mediaType: string): JsonOperation[] =>
  Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => operation?.requestBody?.content?.[mediaType])
      .map(([method, operation]) => ({ operationId: operation.operationId as string, method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, '1') })),
  );

const jsonOperations = operationsTaking('application/json');
/** Whether the provider's handler requires the body (leaveAccount's became required with issue 26). */
const bodyIsRequired = (operationId: string) => !(operations.find((operation) => operation.operationId === operationId)!.body as z.ZodType).safeParse(undefined).success;
const SIGN_UP = signUpRequest({ login: 'csrf@cue.test', nickName: '보안점검' });

/** What a cross-site page can post without a preflight, plus a body with no type and JSON in another charset. */
const foreignBodies: Array<{ label: string; contentType?: string; body: BodyInit }> = [
  { label: 'text/plain', contentType: 'text/plain', body: JSON.stringify(SIGN_UP) },
  { label: 'text/plain;charset=UTF-8', contentType: 'text/plain;charset=UTF-8', body: JSON.stringify(SIGN_UP) },
  { label: 'urlencoded', contentType: 'application/x-www-form-urlencoded', body: `${encodeURIComponent(JSON.stringify(SIGN_UP))}=` },
  {
    label: 'multipart',
    contentType: 'multipart/form-data; boundary=x',
    body: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${JSON.stringify(SIGN_UP)}\r\n--x--\r\n`,
  },
  { label: 'no Content-Type', body: new TextEncoder().encode(JSON.stringify(SIGN_UP)) },
  { label: 'JSON in UTF-16', contentType: 'application/json; charset=utf-16', body: JSON.stringify(SIGN_UP) },
  { label: 'a JSON-like type', contentType: 'application/jsonp', body: JSON.stringify(SIGN_UP) },
];

describe('Content-Type is enforced on every JSON operation', () => {
  const api = useTestApi();

  it('lists the JSON operations of the contract', () => {
    expect(jsonOperations.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining(['login', 'signUp', 'requestPasswordReset', 'createShortlist', 'leaveAccount']),
    );
  });

  it.each(jsonOperations)('$operationId answers 415 UNSUPPORTED_CONTENT_TYPE to any other body type', async ({ operationId, method, path }) => {
    for (const { label, contentType, body } of foreignBodies) {
      const headers: Record<string, string> = contentType ? { 'Content-Type': contentType } : {};
      const response = await fetch(`${TEST_ORIGIN}${path}`, { method, headers, body });
      expect(response.status, label).toBe(415);
      const error = zApiError.parse(await response.json());
      expect(error, label).toMatchObject({ status: 415, code: 'UNSUPPORTED_CONTENT_TYPE', data: false });
    }
    // With no Content-Type and no body at all: refused the same way when the body is required; an optional body may be left out.
    const empty = await fetch(`${TEST_ORIGIN}${path}`, { method });
    if (bodyIsRequired(operationId)) expect(empty.status).toBe(415);
    else expect(empty.status).not.toBe(415);
  });

  it('creates nothing when a cross-site form posts a sign-up as text/plain; the same body as JSON (with a charset) signs up', async () => {
    const signUp = (contentType: string) =>
      fetch(`${TEST_ORIGIN}/api/v1/user/sign-up`, { method: 'POST', headers: { 'Content-Type': contentType }, body: JSON.stringify(SIGN_UP) });
    const signedUp = () =>
      api()
        .provider.ctx.db.users.all()
        .some((user) => user.email === SIGN_UP.login);
    expect((await signUp('text/plain')).status).toBe(415);
    expect(signedUp()).toBe(false);
    expect((await signUp('application/json; charset=utf-8')).status).toBe(201);
    expect(signedUp()).toBe(true);

    const login = await fetch(`${TEST_ORIGIN}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'Application/JSON; charset="UTF-8"' },
      body: JSON.stringify({ login: 'user@cue.test', password: 'cue-connect-1' }),
    });
    expect(login.status).toBe(200);
  });

  it('answers 415 before looking at credentials (a forged form gets no further than an anonymous one)', async () => {
    const response = await fetch(`${TEST_ORIGIN}/api/v1/shortlists`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{"name":"x"}' });
    expect(response.status).toBe(415);
  });

  it('takes the photo upload only as multipart/form-data, and tus chunks only as offset+octet-stream', async () => {
    const auth = `Bearer ${await createUserWithToken(api().provider.ctx)}`;
    const photo = await fetch(`${TEST_ORIGIN}/api/v1/musician/photo`, {
      method: 'POST',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(photo.status).toBe(415);
    expect(await photo.json()).toMatchObject({ code: 'UNSUPPORTED_CONTENT_TYPE' });
    const chunk = operationsTaking('application/offset+octet-stream')[0]!;
    expect(chunk.operationId).toBe('appendUploadChunk');
  });
});
