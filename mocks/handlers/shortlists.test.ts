import { describe, expect, it } from 'vitest';
import type { Client } from '../../src/lib/api/generated/client';
import {
  addShortlistTrack,
  createShareLink,
  createShortlist,
  deleteMusic,
  deleteShortlist,
  getMyProfile,
  getSharedShortlist,
  getShortlist,
  leaveAccount,
  likeMusic,
  listMyShortlists,
  removeShortlistTrack,
  reorderShortlist,
  revokeShareLink,
  updateShortlist,
  updateShortlistNote,
} from '../../src/lib/api/generated/sdk.gen';
import { TEST_ORIGIN } from '../testing/testApi';
import { useTestApi } from '../testing/useTestApi';
import { MOCK_CONTROL_HEADERS } from '../control/client';

const USER = 'user@cue.test';
const MUSICIAN = 'musician@cue.test';
const DAY = 24 * 60 * 60 * 1000;

const control = async (path: string, body?: unknown) => {
  const response = await fetch(`${TEST_ORIGIN}/__mock${path}`, {
    method: 'POST',
    headers: { ...MOCK_CONTROL_HEADERS, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()).data;
};

describe('shortlists', () => {
  const api = useTestApi();

  const newList = async (client: Client, name = '오프닝 후보', musicFileId?: number) => {
    const { data, response } = await createShortlist({ client, body: { name, ...(musicFileId ? { musicFileId } : {}) } });
    expect(response?.status).toBe(201);
    return data!.data;
  };

  it("seeds the demo user's two shortlists, most recently changed first, with notes and no share link", async () => {
    const client = await api().clientFor(USER);
    const lists = (await listMyShortlists({ client })).data!.data;
    expect(lists.map((list) => list.name)).toEqual(['Festival trailer – temp picks', '단편 〈마지막 기차〉 오프닝 후보']);
    expect(lists.every((list) => list.shareLink === null && list.trackCount === list.musicFileIds.length && list.trackCount >= 3)).toBe(true);
    const korean = (await getShortlist({ client, path: { shortlistId: lists[1]!.shortlistId } })).data!.data;
    expect(korean.entries.map((entry) => entry.music.musicFileId)).toEqual(lists[1]!.musicFileIds);
    expect(korean.entries[0]).toMatchObject({ music: { musicFileId: 1 }, noteSeconds: 12 });
    expect(korean.entries[0]!.note).not.toBe('');
    expect((await listMyShortlists({ client: await api().clientFor(MUSICIAN) })).data!.data).toEqual([]);
  });

  it('creates a list (name trimmed, optional first track), renames it, describes it and deletes it', async () => {
    const client = await api().clientFor(MUSICIAN);
    const created = await newList(client, '  야간 추격  ', 5);
    expect(created).toMatchObject({ name: '야간 추격', description: '', shareLink: null });
    expect(created.entries.map((entry) => entry.music.musicFileId)).toEqual([5]);
    expect(created.entries[0]).toMatchObject({ note: '', noteSeconds: null });
    api().clock.advance(1000);
    const renamed = (await updateShortlist({ client, path: { shortlistId: created.shortlistId }, body: { name: 'Night chase' } })).data!.data;
    expect(renamed).toMatchObject({ name: 'Night chase', description: '' });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    const described = (await updateShortlist({ client, path: { shortlistId: created.shortlistId }, body: { description: '감독님 검토용' } })).data!.data;
    expect(described).toMatchObject({ name: 'Night chase', description: '감독님 검토용' });
    expect((await deleteShortlist({ client, path: { shortlistId: created.shortlistId } })).data!.data).toBe(true);
    expect((await getShortlist({ client, path: { shortlistId: created.shortlistId } })).error).toMatchObject({ status: 404, code: 'SHORTLIST_NOT_FOUND' });
    expect((await deleteShortlist({ client, path: { shortlistId: created.shortlistId } })).error?.code).toBe('SHORTLIST_NOT_FOUND');
  });

  it('refuses a blank or too long name, a too long description, an empty change and an unknown first track', async () => {
    const client = await api().clientFor(MUSICIAN);
    for (const body of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(61) }, { name: 'ok', description: 'x'.repeat(501) }]) {
      const { error } = await createShortlist({ client, body });
      expect(error, JSON.stringify(body)).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    }
    expect((await newList(client, 'x'.repeat(60))).name).toHaveLength(60);
    const list = await newList(client);
    expect((await updateShortlist({ client, path: { shortlistId: list.shortlistId }, body: {} })).error).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect((await updateShortlist({ client, path: { shortlistId: list.shortlistId }, body: { name: ' ' } })).error?.code).toBe('INVALID_REQUEST');
    const unknown = await createShortlist({ client, body: { name: 'ghost', musicFileId: 99999 } });
    expect(unknown.error).toMatchObject({ status: 404, code: 'MUSIC_NOT_FOUND' });
    expect((await listMyShortlists({ client })).data!.data.map((summary) => summary.name)).not.toContain('ghost');
  });

  it('keeps at most 50 shortlists per user', async () => {
    const client = await api().clientFor(MUSICIAN);
    expect(await control(`/users/${MUSICIAN}/shortlists/fill`, { count: 49 })).toEqual({ shortlists: 49 });
    await newList(client, 'the fiftieth');
    const { error, response } = await createShortlist({ client, body: { name: 'one too many' } });
    expect(response?.status).toBe(409);
    expect(error?.code).toBe('SHORTLIST_LIMIT_EXCEEDED');
    expect((await listMyShortlists({ client })).data!.data).toHaveLength(50);
    // Another user's limit is their own.
    await newList(await api().clientFor(USER), 'still fine');
  });

  it('adds tracks at the end, once each, up to 100, and refuses unknown tracks', async () => {
    const client = await api().clientFor(MUSICIAN);
    const list = await newList(client, 'picks', 3);
    const added = await addShortlistTrack({ client, path: { shortlistId: list.shortlistId }, body: { musicFileId: 7 } });
    expect(added.response?.status).toBe(201);
    expect(added.data!.data.entries.map((entry) => entry.music.musicFileId)).toEqual([3, 7]);
    const twice = await addShortlistTrack({ client, path: { shortlistId: list.shortlistId }, body: { musicFileId: 7 } });
    expect(twice.error).toMatchObject({ status: 409, code: 'SHORTLIST_TRACK_DUPLICATE' });
    const unknown = await addShortlistTrack({ client, path: { shortlistId: list.shortlistId }, body: { musicFileId: 99999 } });
    expect(unknown.error).toMatchObject({ status: 404, code: 'MUSIC_NOT_FOUND' });
    expect(await control(`/shortlists/${list.shortlistId}/fill`, { count: 99 })).toEqual({ tracks: 99 });
    const summary = (await listMyShortlists({ client })).data!.data.find((item) => item.shortlistId === list.shortlistId)!;
    const outside = Array.from({ length: 200 }, (_, index) => index + 1).find((id) => !summary.musicFileIds.includes(id))!;
    const hundredth = await addShortlistTrack({ client, path: { shortlistId: list.shortlistId }, body: { musicFileId: outside } });
    expect(hundredth.data!.data.entries).toHaveLength(100);
    const full = await getShortlist({ client, path: { shortlistId: list.shortlistId } });
    const another = Array.from({ length: 200 }, (_, index) => index + 1).find((id) => !full.data!.data.entries.some((entry) => entry.music.musicFileId === id))!;
    const over = await addShortlistTrack({ client, path: { shortlistId: list.shortlistId }, body: { musicFileId: another } });
    expect(over.error).toMatchObject({ status: 409, code: 'SHORTLIST_TRACK_LIMIT_EXCEEDED' });
  });

  it("lets only the owner read or change a list: 403 for another user's, 404 for none, 401 without a login", async () => {
    const owner = await api().clientFor(USER);
    const shortlistId = (await listMyShortlists({ client: owner })).data!.data[0]!.shortlistId;
    const [firstTrack] = (await listMyShortlists({ client: owner })).data!.data[0]!.musicFileIds;
    const other = await api().clientFor(MUSICIAN);
    const path = { shortlistId };
    const entryPath = { shortlistId, musicFileId: firstTrack! };
    const attempts = [
      getShortlist({ client: other, path }),
      updateShortlist({ client: other, path, body: { name: 'mine now' } }),
      addShortlistTrack({ client: other, path, body: { musicFileId: 2 } }),
      updateShortlistNote({ client: other, path: entryPath, body: { note: 'x', noteSeconds: null } }),
      removeShortlistTrack({ client: other, path: entryPath }),
      reorderShortlist({ client: other, path, body: { musicFileIds: [] } }),
      createShareLink({ client: other, path, body: { expiry: 'NEVER' } }),
      revokeShareLink({ client: other, path }),
      deleteShortlist({ client: other, path }),
    ];
    for (const { error } of await Promise.all(attempts)) expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await getShortlist({ client: owner, path })).data!.data.name).not.toBe('mine now');
    expect((await getShortlist({ client: other, path: { shortlistId: 9999 } })).error?.code).toBe('SHORTLIST_NOT_FOUND');
    expect((await getShortlist({ client: api().anonymous, path })).response?.status).toBe(401);
    expect((await listMyShortlists({ client: api().anonymous })).response?.status).toBe(401);
  });

  it('writes a note with a time within the track, and refuses a time past its end or a note over 500 characters', async () => {
    const client = await api().clientFor(MUSICIAN);
    const list = await newList(client, 'notes', 1);
    const duration = list.entries[0]!.music.durationSeconds;
    const path = { shortlistId: list.shortlistId, musicFileId: 1 };
    const noted = await updateShortlistNote({ client, path, body: { note: '  여기서 추격 시작  ', noteSeconds: 12 } });
    expect(noted.data!.data.entries[0]).toMatchObject({ note: '여기서 추격 시작', noteSeconds: 12 });
    expect((await updateShortlistNote({ client, path, body: { note: 'end', noteSeconds: Math.floor(duration) } })).response?.status).toBe(200);
    const past = await updateShortlistNote({ client, path, body: { note: 'too late', noteSeconds: Math.floor(duration) + 1 } });
    expect(past.error).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect(past.error!.fieldErrors!.map((fieldError) => fieldError.field)).toEqual(['noteSeconds']);
    for (const body of [
      { note: 'x', noteSeconds: 1.5 },
      { note: 'x', noteSeconds: -1 },
      { note: 'x'.repeat(501), noteSeconds: null },
    ]) {
      expect((await updateShortlistNote({ client, path, body })).error?.code, JSON.stringify(body)).toBe('INVALID_REQUEST');
    }
    const cleared = await updateShortlistNote({ client, path, body: { note: '', noteSeconds: null } });
    expect(cleared.data!.data.entries[0]).toMatchObject({ note: '', noteSeconds: null });
    const missing = await updateShortlistNote({ client, path: { shortlistId: list.shortlistId, musicFileId: 2 }, body: { note: 'x', noteSeconds: null } });
    expect(missing.error).toMatchObject({ status: 404, code: 'SHORTLIST_ENTRY_NOT_FOUND' });
  });

  it('removes a track with its note; a track not in the list answers SHORTLIST_ENTRY_NOT_FOUND', async () => {
    const client = await api().clientFor(MUSICIAN);
    const list = await newList(client, 'remove', 4);
    await addShortlistTrack({ client, path: { shortlistId: list.shortlistId }, body: { musicFileId: 6 } });
    const removed = await removeShortlistTrack({ client, path: { shortlistId: list.shortlistId, musicFileId: 4 } });
    expect(removed.data!.data.entries.map((entry) => entry.music.musicFileId)).toEqual([6]);
    const again = await removeShortlistTrack({ client, path: { shortlistId: list.shortlistId, musicFileId: 4 } });
    expect(again.error).toMatchObject({ status: 404, code: 'SHORTLIST_ENTRY_NOT_FOUND' });
  });

  it('reorders to exactly the list’s tracks, keeping notes, and refuses any other set', async () => {
    const client = await api().clientFor(MUSICIAN);
    const list = await newList(client, 'order', 3);
    for (const musicFileId of [8, 9]) await addShortlistTrack({ client, path: { shortlistId: list.shortlistId }, body: { musicFileId } });
    await updateShortlistNote({ client, path: { shortlistId: list.shortlistId, musicFileId: 8 }, body: { note: 'keep me', noteSeconds: 3 } });
    const path = { shortlistId: list.shortlistId };
    const reordered = await reorderShortlist({ client, path, body: { musicFileIds: [9, 3, 8] } });
    expect(reordered.data!.data.entries.map((entry) => [entry.music.musicFileId, entry.note])).toEqual([
      [9, ''],
      [3, ''],
      [8, 'keep me'],
    ]);
    for (const musicFileIds of [[9, 3], [9, 3, 8, 10], [9, 3, 3], [9, 9, 8], []]) {
      const { error } = await reorderShortlist({ client, path, body: { musicFileIds } });
      expect(error, JSON.stringify(musicFileIds)).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    }
    const summary = (await listMyShortlists({ client })).data!.data.find((item) => item.shortlistId === list.shortlistId)!;
    expect(summary.musicFileIds).toEqual([9, 3, 8]);
  });

  it('sorts the summaries by their last change, newest first', async () => {
    const client = await api().clientFor(USER);
    const [newer, older] = (await listMyShortlists({ client })).data!.data;
    api().clock.advance(60_000);
    await updateShortlistNote({ client, path: { shortlistId: older!.shortlistId, musicFileId: older!.musicFileIds[1]! }, body: { note: 'now', noteSeconds: null } });
    expect((await listMyShortlists({ client })).data!.data.map((list) => list.shortlistId)).toEqual([older!.shortlistId, newer!.shortlistId]);
  });
});

describe('share links', () => {
  const api = useTestApi();

  const ownList = async () => {
    const client = await api().clientFor(USER);
    const summary = (await listMyShortlists({ client })).data!.data.find((list) => list.name.startsWith('단편'))!;
    return { client, shortlistId: summary.shortlistId, summary };
  };
  const shared = (shareToken: string, client = api().anonymous) => getSharedShortlist({ client, path: { shareToken } });

  it('opens a live link for anyone, read-only, with the owner’s nickname only', async () => {
    const { client, shortlistId, summary } = await ownList();
    const link = (await createShareLink({ client, path: { shortlistId }, body: { expiry: 'DAYS_7' } })).data!.data;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(link.expiresAt).toBe(new Date(api().clock.now() + 7 * DAY).toISOString());
    const { data, response } = await shared(link.token);
    expect(response?.status).toBe(200);
    const view = data!.data;
    expect(Object.keys(view).sort()).toEqual(['description', 'entries', 'expiresAt', 'name', 'ownerIndustryVerified', 'ownerNickname', 'updatedAt']);
    expect(view).toMatchObject({ name: summary.name, ownerNickname: '영화좋아', ownerIndustryVerified: true, expiresAt: link.expiresAt });
    expect(view.entries.map((entry) => entry.music.musicFileId)).toEqual(summary.musicFileIds);
    expect(view.entries[0]).toMatchObject({ noteSeconds: 12 });
    expect(Object.keys(view.entries[0]!).sort()).toEqual(['music', 'note', 'noteSeconds']);
    const me = (await getMyProfile({ client })).data!.data;
    const text = JSON.stringify(view);
    for (const secret of [me.email, me.phoneNo, me.name, `"userId"`]) expect(text).not.toContain(secret);
    const listed = (await listMyShortlists({ client })).data!.data.find((list) => list.shortlistId === shortlistId)!;
    expect(listed.shareLink).toEqual(link);
    expect((await getShortlist({ client, path: { shortlistId } })).data!.data.shareLink).toEqual(link);
  });

  it('makes tokens of 128 random bits or more, a new one each time', async () => {
    const { client, shortlistId } = await ownList();
    const tokens = new Set<string>();
    for (let i = 0; i < 20; i++) tokens.add((await createShareLink({ client, path: { shortlistId }, body: { expiry: 'NEVER' } })).data!.data.token);
    expect(tokens.size).toBe(20);
    for (const token of tokens) {
      expect(token.length * 6).toBeGreaterThanOrEqual(128);
      expect(token).not.toContain(String(shortlistId).repeat(3));
    }
  });

  it('sets the expiry: 7 days, 30 days or none', async () => {
    const { client, shortlistId } = await ownList();
    const now = api().clock.now();
    const thirty = (await createShareLink({ client, path: { shortlistId }, body: { expiry: 'DAYS_30' } })).data!.data;
    expect(thirty).toMatchObject({ expiry: 'DAYS_30', expiresAt: new Date(now + 30 * DAY).toISOString() });
    const never = (await createShareLink({ client, path: { shortlistId }, body: { expiry: 'NEVER' } })).data!.data;
    expect(never).toMatchObject({ expiry: 'NEVER', expiresAt: null });
    api().clock.advance(400 * DAY);
    expect((await shared(never.token)).response?.status).toBe(200);
  });

  it('answers 410 once a link expires, and drops it from the summary', async () => {
    const { client, shortlistId } = await ownList();
    const link = (await createShareLink({ client, path: { shortlistId }, body: { expiry: 'DAYS_7' } })).data!.data;
    api().clock.advance(7 * DAY - 1000);
    expect((await shared(link.token)).response?.status).toBe(200);
    api().clock.advance(1000);
    expect((await shared(link.token)).error).toMatchObject({ status: 410, code: 'SHARE_LINK_UNAVAILABLE' });
    const fresh = await api().clientFor(USER);
    expect((await getShortlist({ client: fresh, path: { shortlistId } })).data!.data.shareLink).toBeNull();
    expect((await listMyShortlists({ client: fresh })).data!.data.find((list) => list.shortlistId === shortlistId)!.shareLink).toBeNull();
    void client;
  });

  it('expires links now through mock control', async () => {
    const { client, shortlistId } = await ownList();
    const link = (await createShareLink({ client, path: { shortlistId }, body: { expiry: 'NEVER' } })).data!.data;
    expect(await control(`/share-links/expire?token=${link.token}`)).toEqual({ expired: 1 });
    expect((await shared(link.token)).error?.code).toBe('SHARE_LINK_UNAVAILABLE');
    expect(await control('/share-links/expire')).toEqual({ expired: 0 });
  });

  it('replaces a link (the old token answers 410 at once) and revokes it idempotently', async () => {
    const { client, shortlistId } = await ownList();
    const first = (await createShareLink({ client, path: { shortlistId }, body: { expiry: 'DAYS_30' } })).data!.data;
    const second = (await createShareLink({ client, path: { shortlistId }, body: { expiry: 'DAYS_7' } })).data!.data;
    expect((await shared(first.token)).error).toMatchObject({ status: 410, code: 'SHARE_LINK_UNAVAILABLE' });
    expect((await shared(second.token)).response?.status).toBe(200);
    expect((await revokeShareLink({ client, path: { shortlistId } })).data!.data).toBe(true);
    expect((await revokeShareLink({ client, path: { shortlistId } })).data!.data).toBe(true);
    expect((await shared(second.token)).error?.code).toBe('SHARE_LINK_UNAVAILABLE');
    expect((await getShortlist({ client, path: { shortlistId } })).data!.data.shareLink).toBeNull();
  });

  it('answers 404 for a token that never existed and 410 once the list is deleted', async () => {
    const { client, shortlistId } = await ownList();
    expect((await shared('A'.repeat(24))).error).toMatchObject({ status: 404, code: 'SHARE_LINK_NOT_FOUND' });
    const link = (await createShareLink({ client, path: { shortlistId }, body: { expiry: 'NEVER' } })).data!.data;
    await deleteShortlist({ client, path: { shortlistId } });
    expect((await shared(link.token)).error).toMatchObject({ status: 410, code: 'SHARE_LINK_UNAVAILABLE' });
  });

  it('shows `liked` as the caller sees it', async () => {
    const { client, shortlistId, summary } = await ownList();
    const link = (await createShareLink({ client, path: { shortlistId }, body: { expiry: 'NEVER' } })).data!.data;
    const trackId = summary.musicFileIds[1]!;
    const musician = await api().clientFor(MUSICIAN);
    await likeMusic({ client: musician, path: { musicFileId: trackId } });
    const entry = async (viewer: Client) => (await shared(link.token, viewer)).data!.data.entries.find((item) => item.music.musicFileId === trackId)!;
    expect((await entry(musician)).music.liked).toBe(true);
    expect((await entry(api().anonymous)).music.liked).toBe(false);
  });

  it('takes a deleted track out of every shortlist and shared view', async () => {
    const { client, shortlistId, summary } = await ownList();
    expect(summary.musicFileIds).toContain(1);
    const link = (await createShareLink({ client, path: { shortlistId }, body: { expiry: 'NEVER' } })).data!.data;
    const musician = await api().clientFor(MUSICIAN);
    const own = await newListOf(musician, 1);
    expect((await deleteMusic({ client: musician, path: { musicFileId: 1 } })).data!.data).toBe(true);
    const after = (await getShortlist({ client, path: { shortlistId } })).data!.data;
    expect(after.entries.map((entry) => entry.music.musicFileId)).toEqual(summary.musicFileIds.filter((id) => id !== 1));
    expect((await listMyShortlists({ client })).data!.data.find((list) => list.shortlistId === shortlistId)!.musicFileIds).not.toContain(1);
    expect((await shared(link.token)).data!.data.entries.map((entry) => entry.music.musicFileId)).not.toContain(1);
    expect((await getShortlist({ client: musician, path: { shortlistId: own } })).data!.data.entries).toEqual([]);
  });

  it("deletes a leaving user's shortlists and ends their links", async () => {
    const { client, shortlistId } = await ownList();
    const link = (await createShareLink({ client, path: { shortlistId }, body: { expiry: 'NEVER' } })).data!.data;
    const me = (await getMyProfile({ client })).data!.data;
    expect((await leaveAccount({ client, path: { userId: me.userId }, body: { password: 'cue-connect-1' } })).response?.status).toBe(200);
    expect((await shared(link.token)).error?.code).toBe('SHARE_LINK_UNAVAILABLE');
    expect(api().provider.ctx.db.shortlists.findMany((q) => q.where({ ownerUserId: me.userId }))).toEqual([]);
  });
});

async function newListOf(client: Client, musicFileId: number): Promise<number> {
  return (await createShortlist({ client, body: { name: 'mine', musicFileId } })).data!.data.shortlistId;
}
