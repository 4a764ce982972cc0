import { describe, expect, it } from 'vitest';
import { createMockControlClient, MockControlError } from '../../../mocks/control/client';
import { TEST_ORIGIN } from '../../../mocks/testing/testApi';
import { useTestApi } from '../../../mocks/testing/useTestApi';

describe('the mock control client (mocks/control/client.ts)', () => {
  const api = useTestApi();
  const control = createMockControlClient({ baseUrl: `${TEST_ORIGIN}/` });

  it('lists pending users and approves one by email', async () => {
    const pending = await control.listUsers('PENDING');
    expect(pending.map((user) => user.email)).toContain('pending@cue.test');
    const approved = await control.approveUser('pending@cue.test');
    expect(approved).toMatchObject({ email: 'pending@cue.test', status: 'APPROVED' });
    expect((await control.listUsers('PENDING')).map((user) => user.email)).not.toContain('pending@cue.test');
  });

  it('rejects a user and resets the store to the seed', async () => {
    expect((await control.rejectUser('pending@cue.test')).status).toBe('REJECTED');
    await control.reset();
    expect((await control.listUsers('PENDING')).map((user) => user.email)).toContain('pending@cue.test');
  });

  it("expires a logged-in user's tokens", async () => {
    await api().clientFor('user@cue.test');
    expect(await control.expireTokens('user@cue.test')).toMatchObject({ expired: 1 });
  });

  it('lists operations, injects, lists and clears faults', async () => {
    const operations = await control.listOperations();
    expect(operations).toContainEqual(expect.objectContaining({ operationId: 'listGenres', method: 'get', path: '/api/v1/genres' }));
    const active = await control.injectFault({ operationId: 'listGenres', fault: { kind: 'status', status: 503 }, times: 2 });
    expect(active).toEqual([{ operationId: 'listGenres', fault: { kind: 'status', status: 503 }, times: 2 }]);
    await control.injectFault({ operationId: 'getMyProfile', fault: { kind: 'network' } });
    await control.clearFaults('listGenres');
    expect((await control.listFaults()).map((rule) => rule.operationId)).toEqual(['getMyProfile']);
    await control.clearFaults();
    expect(await control.listFaults()).toEqual([]);
  });

  it('turns an error answer into a MockControlError with status and code', async () => {
    const failure = await control.approveUser('nobody@cue.test').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MockControlError);
    expect(failure).toMatchObject({ status: 404, code: 'USER_NOT_FOUND', isNetworkError: false });
  });

  it('reports a network failure as one without a status', async () => {
    const offline = createMockControlClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    const failure = await offline.listFaults().catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: undefined, isNetworkError: true });
    expect((failure as Error).message).toBe('GET /__mock/faults got no answer');
  });

  it('sends the mock control header on every call, with or without a body (the local server refuses calls without it)', async () => {
    const sent: Headers[] = [];
    const recording = createMockControlClient({
      fetch: (_input, init) => {
        sent.push(new Headers(init?.headers));
        return Promise.resolve(Response.json({ data: [] }));
      },
    });
    await recording.listFaults();
    await recording.setThrottleSettings({ throttleAttempts: 3 });
    expect(sent.map((headers) => headers.get('x-cue-mock-control'))).toEqual(['1', '1']);
  });
});
