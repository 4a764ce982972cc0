import { describe, expect, it } from 'vitest';
import { createShareLink, getMyProfile, getSharedShortlist, listGenres, listMyShortlists, login } from '../../src/lib/api/generated/sdk.gen';
import { createMockControlClient, MOCK_CONTROL_HEADERS } from './client';
import { TEST_ORIGIN } from '../testing/testApi';
import { tinyWav, tusUpload } from '../testing/tusUpload';
import { useTestApi } from '../testing/useTestApi';

const control = (path: string, init?: RequestInit) =>
  fetch(`${TEST_ORIGIN}/__mock${path}`, { headers: { ...MOCK_CONTROL_HEADERS, 'content-type': 'application/json' }, ...init });

describe('mock control', () => {
  const api = useTestApi();

  it('approves a pending user, who can then log in', async () => {
    const pending = (await (await control('/users?status=PENDING')).json()).data as Array<{ email: string }>;
    expect(pending.map((user) => user.email)).toContain('pending@cue.test');
    expect((await control('/users/pending@cue.test/approve', { method: 'POST' })).status).toBe(200);
    const { data } = await login({ client: api().anonymous, body: { login: 'pending@cue.test', password: 'cue-connect-1' } });
    expect(data?.data.userStatus).toBe('APPROVED');
  });

  it('mails a musician once approved, in Korean and English, with the login link; approving again mails nobody', async () => {
    await control('/users/pending@cue.test/approve', { method: 'POST' });
    await control('/users/pending@cue.test/approve', { method: 'POST' });
    const outbox = await createMockControlClient({ baseUrl: TEST_ORIGIN }).listOutbox('pending@cue.test');
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toEqual({ ko: '[Cue Connect] 뮤지션 계정이 승인되었습니다', en: '[Cue Connect] Your musician account is approved' });
    expect(outbox[0]!.link).toBe('/login');
    expect(outbox[0]!.text.en).toContain(`${TEST_ORIGIN}/login`);
  });

  it('rejects a pending user', async () => {
    await control('/users/pending@cue.test/reject', { method: 'POST' });
    const { error } = await login({ client: api().anonymous, body: { login: 'pending@cue.test', password: 'cue-connect-1' } });
    expect(error?.code).toBe('ACCOUNT_REJECTED');
  });

  it("expires a user's access tokens so the next call answers 401", async () => {
    const client = await api().clientFor('user@cue.test');
    await control('/users/user@cue.test/expire-tokens', { method: 'POST' });
    expect((await getMyProfile({ client })).error?.code).toBe('TOKEN_EXPIRED');
  });

  it('injects a status failure for a number of requests, then recovers', async () => {
    const added = await control('/faults', { method: 'POST', body: JSON.stringify({ operationId: 'listGenres', fault: { kind: 'status', status: 500 }, times: 1 }) });
    expect(added.status).toBe(201);
    const failed = await listGenres({ client: api().anonymous });
    expect(failed.response?.status).toBe(500);
    expect(failed.error?.code).toBe('SERVER_ERROR');
    expect((await listGenres({ client: api().anonymous })).response?.status).toBe(200);
  });

  it('injects a network error', async () => {
    await control('/faults', { method: 'POST', body: JSON.stringify({ operationId: 'listGenres', fault: { kind: 'network' } }) });
    await expect(fetch(`${TEST_ORIGIN}/api/v1/genres`)).rejects.toThrow();
    await control('/faults', { method: 'DELETE' });
    expect((await fetch(`${TEST_ORIGIN}/api/v1/genres`)).status).toBe(200);
  });

  it('refuses a fault for an unknown operation', async () => {
    const response = await control('/faults', { method: 'POST', body: JSON.stringify({ operationId: 'nope', fault: { kind: 'network' } }) });
    expect(response?.status).toBe(400);
    expect((await response.json()).code).toBe('INVALID_REQUEST');
  });

  it('lists uploads with their state, a terminated one as expired', async () => {
    const { data } = await login({ client: api().anonymous, body: { login: 'musician@cue.test', password: 'cue-connect-1' } });
    const accessToken = data!.data.accessToken!;
    const uploadId = await tusUpload(accessToken, 'audio', 'cue.wav', tinyWav());
    const listed = async () =>
      ((await (await control('/uploads')).json()).data as Array<{ uploadId: string; state: string; offset: number }>).find((upload) => upload.uploadId === uploadId);
    expect(await listed()).toMatchObject({ state: 'complete', offset: tinyWav().byteLength });
    await fetch(`${TEST_ORIGIN}/api/v1/uploads/${uploadId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${accessToken}`, 'Tus-Resumable': '1.0.0' } });
    expect((await listed())?.state).toBe('expired');
  });

  it('resets the store to the seed', async () => {
    await control('/users/pending@cue.test/approve', { method: 'POST' });
    await control('/reset', { method: 'POST' });
    const pending = (await (await control('/users?status=PENDING')).json()).data as Array<{ email: string }>;
    expect(pending.map((user) => user.email)).toContain('pending@cue.test');
  });

  it('fills a user to the shortlist limit and a shortlist to the track limit, and expires share links, through the control client', async () => {
    const client = createMockControlClient({ baseUrl: TEST_ORIGIN });
    const user = await api().clientFor('user@cue.test');
    expect(await client.fillShortlists('user@cue.test')).toEqual({ shortlists: 50 });
    const lists = (await listMyShortlists({ client: user })).data!.data;
    expect(lists).toHaveLength(50);
    const seeded = lists.find((list) => list.trackCount > 0)!;
    expect(await client.fillShortlistTracks(seeded.shortlistId)).toEqual({ tracks: 100 });
    await expect(client.fillShortlistTracks(9999)).rejects.toMatchObject({ status: 404, code: 'SHORTLIST_NOT_FOUND' });
    const link = (await createShareLink({ client: user, path: { shortlistId: seeded.shortlistId }, body: { expiry: 'DAYS_30' } })).data!.data;
    expect((await getSharedShortlist({ client: api().anonymous, path: { shareToken: link.token } })).data!.data.entries).toHaveLength(100);
    expect(await client.expireShareLinks()).toEqual({ expired: 1 });
    expect((await getSharedShortlist({ client: api().anonymous, path: { shareToken: link.token } })).error?.code).toBe('SHARE_LINK_UNAVAILABLE');
  });
});
