import { describe, expect, it } from 'vitest';
import type { RefreshQueue } from './refreshQueue';
import { createUnauthorizedInterceptor } from './unauthorizedInterceptor';

/** A 401 whose body reports whether anybody cancelled it (an unread, unreleased body keeps the request open). */
function unauthorizedAnswer() {
  let cancelled = false;
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"status":401}'));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { response: new Response(body, { status: 401 }), cancelled: () => cancelled };
}

const queueThat = (outcome: 'retries' | 'gives up'): RefreshQueue =>
  ({
    handleUnauthorized: async <T>(_token: string | undefined, retry: (accessToken: string) => Promise<T>, original: T) =>
      outcome === 'retries' ? retry('access-new') : original,
  }) as RefreshQueue;

const request = () => new Request('http://cue.test/api/v1/my/profile', { headers: { Authorization: 'Bearer access-old' } });

describe('the 401 interceptor', () => {
  it('releases the body of a 401 that a retry replaced, so the browser does not keep that request open', async () => {
    const answer = unauthorizedAnswer();
    const retried = new Response('{"status":200}', { status: 200 });
    const intercept = createUnauthorizedInterceptor({ queue: queueThat('retries'), onLoginPage: () => false });
    const outcome = await intercept(answer.response, request(), { fetch: async () => retried });
    expect(outcome).toBe(retried);
    expect(answer.cancelled()).toBe(true);
  });

  it('leaves a 401 that stays the answer readable', async () => {
    const answer = unauthorizedAnswer();
    const intercept = createUnauthorizedInterceptor({ queue: queueThat('gives up'), onLoginPage: () => false });
    const outcome = await intercept(answer.response, request(), {});
    expect(outcome).toBe(answer.response);
    expect(answer.cancelled()).toBe(false);
  });
});
