import { describe, expect, it, vi } from 'vitest';
import { classifyApiFailure, createErrorToastInterceptor, TOAST_DEDUPE_MS } from './errorToasts';

const request = (path: string) => new Request(`https://api.cue.test${path}`, { method: 'POST' });
const answer = (status: number) => new Response(JSON.stringify({ status, code: 'X', message: '', data: false }), { status });

describe('classifyApiFailure', () => {
  it('calls a fetch that threw a TypeError a network failure', () => {
    expect(classifyApiFailure(new TypeError('Failed to fetch'), undefined, request('/api/v1/music'))).toBe('network');
  });

  it('ignores an aborted call and errors before any request was made', () => {
    expect(classifyApiFailure(new DOMException('aborted', 'AbortError'), undefined, request('/api/v1/music'))).toBeUndefined();
    expect(classifyApiFailure(new TypeError('Invalid URL'), undefined, undefined)).toBeUndefined();
  });

  it.each([500, 502, 503, 599])('calls %i a server failure', (status) => {
    expect(classifyApiFailure({}, answer(status), request('/api/v1/my/profile'))).toBe('server');
  });

  it('calls 401 unauthorized and 403 forbidden', () => {
    expect(classifyApiFailure({}, answer(401), request('/api/v1/my/profile'))).toBe('unauthorized');
    expect(classifyApiFailure({}, answer(403), request('/api/v1/uploads'))).toBe('forbidden');
  });

  it('leaves a 403 the meetings page explains (not a participant) to it, but not a plain forbidden', () => {
    const path = request('/api/v1/program/rounds/2/meetings/counterparts');
    expect(classifyApiFailure({ code: 'NOT_A_MEETING_PARTICIPANT' }, answer(403), path)).toBeUndefined();
    expect(classifyApiFailure({ code: 'FORBIDDEN' }, answer(403), path)).toBe('forbidden');
  });

  it.each([400, 404, 409, 413, 422])('leaves %i to the screen', (status) => {
    expect(classifyApiFailure({}, answer(status), request('/api/v1/user/sign-up'))).toBeUndefined();
  });

  it('leaves the 401 and 403 of login and refresh to the auth flow, but not their server failures', () => {
    for (const path of ['/api/v1/user/login', '/api/user/refresh']) {
      expect(classifyApiFailure({}, answer(401), request(path))).toBeUndefined();
      expect(classifyApiFailure({}, answer(403), request(path))).toBeUndefined();
      expect(classifyApiFailure({}, answer(500), request(path))).toBe('server');
    }
  });

  it('ignores an answer that was fine (a response that failed validation, say)', () => {
    expect(classifyApiFailure(new Error('invalid body'), answer(200), request('/api/v1/music'))).toBeUndefined();
  });
});

describe('the error toast interceptor', () => {
  it('notifies once per kind within the dedupe window and returns the error unchanged', () => {
    let time = 1_000;
    const notify = vi.fn();
    const intercept = createErrorToastInterceptor({ notify, now: () => time });
    const error = { code: 'SERVER_ERROR' };
    expect(intercept(error, answer(500), request('/api/v1/faqs'))).toBe(error);
    intercept(error, answer(503), request('/api/v1/notices'));
    intercept(new TypeError('Failed to fetch'), undefined, request('/api/v1/faqs'));
    time += TOAST_DEDUPE_MS - 1;
    intercept(error, answer(500), request('/api/v1/faqs'));
    time += 1;
    intercept(error, answer(500), request('/api/v1/faqs'));
    intercept({}, answer(404), request('/api/v1/faqs/9'));
    expect(notify.mock.calls).toEqual([['server'], ['network'], ['server']]);
  });
});
