// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '../../../../mocks/testing/testApi';
import type { Music, Shortlist, ShortlistSummary } from '../../../lib/api/generated/types.gen';
import { clearTokens, storeTokens } from '../../../lib/auth/sessionStore';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../../lib/testing/pageTestSetup';
import { appQueryClient } from '../../../lib/api/queryClient';
import { ShortlistPage } from './ShortlistPage';
import { ShortlistsPage } from './ShortlistsPage';

setUpPageTests();
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));
const playTracks = vi.hoisted(() => vi.fn());
vi.mock('../../playback', () => ({ playTracks, usePlayback: () => ({ current: null }), usePlaybackMedia: () => null }));

// Stand-in answers for the shortlist operations (the mock provider's are built on another branch).
const api = (path: string) => `${TEST_ORIGIN}/api/v1${path}`;
const ok = <T,>(data: T, status = 200) => HttpResponse.json({ status, code: 'OK', message: 'OK', data }, { status });
const fail = (status: number, code: string) => HttpResponse.json({ status, code, message: code, data: false }, { status });

function track(musicFileId: number, en: string, ko: string, durationSeconds = 32): Music {
  return {
    musicFileId,
    title: { ko, en },
    description: { ko: '', en: '' },
    coverUrl: null,
    coverImage: null,
    audioUrl: `/api/v1/files/${musicFileId}`,
    audioContentType: 'audio/wav',
    durationSeconds,
    sound: null,
    genre: { genreId: 1, label: { ko: '오케스트라', en: 'Orchestral' } },
    keywords: [],
    cueMarkers: [],
    likeCount: 0,
    playCount: 0,
    liked: false,
    musician: { musicianId: 1, name: { ko: '한새벽', en: 'Han Saebyeok' } },
    createdAt: '2026-01-01T00:00:00Z',
  };
}

const chase = track(1, 'Chase at Dawn', '새벽의 추격');
const glass = track(2, 'Glass Garden (Main Theme)', '유리 정원 - 메인 테마', 40);

function summary(shortlistId: number, name: string, updatedAt: string, extra: Partial<ShortlistSummary> = {}): ShortlistSummary {
  return { shortlistId, name, description: '', trackCount: 0, musicFileIds: [], shareLink: null, createdAt: updatedAt, updatedAt, ...extra };
}

let list: Shortlist;
const requests: Array<{ method: string; path: string; body: unknown }> = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  appQueryClient.clear();
  // The pages are a logged-in user's (their reads need a login).
  storeTokens({ accessToken: 'access-of-a-user', refreshToken: 'refresh-of-a-user' });
  requests.length = 0;
  playTracks.mockClear();
  list = {
    shortlistId: 7,
    name: 'Night chase',
    description: 'Cues for reel 3',
    entries: [
      { music: chase, note: '', noteSeconds: null, addedAt: '2026-01-01T00:00:00Z' },
      { music: glass, note: 'Strings at the cut', noteSeconds: 20, addedAt: '2026-01-01T00:00:00Z' },
    ],
    shareLink: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-02T00:00:00Z',
  };
  server.resetHandlers(
    http.get(api('/shortlists/7'), () => ok(list)),
    http.get(api('/shortlists/8'), () => fail(403, 'FORBIDDEN')),
    http.get(api('/shortlists/9'), () => fail(404, 'SHORTLIST_NOT_FOUND')),
    http.put(api('/shortlists/7/order'), async ({ request }) => {
      const body = (await request.json()) as { musicFileIds: number[] };
      requests.push({ method: 'PUT', path: '/order', body });
      list = { ...list, entries: body.musicFileIds.map((id) => list.entries.find((entry) => entry.music.musicFileId === id)!) };
      return ok(list);
    }),
    http.get(api('/shortlists'), () =>
      ok([
        summary(1, 'Older list', '2026-01-01T00:00:00Z', {
          trackCount: 1,
          shareLink: { token: 'a'.repeat(22), expiry: 'NEVER', createdAt: '2026-01-01T00:00:00Z', expiresAt: null },
        }),
        summary(2, 'Newer list', '2026-02-01T00:00:00Z', {
          trackCount: 2,
          shareLink: { token: 'b'.repeat(22), expiry: 'DAYS_7', createdAt: '2026-11-24T00:00:00Z', expiresAt: '2026-12-01T10:00:00Z' },
        }),
        summary(3, 'Plain list', '2026-01-15T00:00:00Z'),
      ]),
    ),
    http.post(api('/shortlists'), () => fail(409, 'SHORTLIST_LIMIT_EXCEEDED')),
  );
  await act(() => changeLanguage('en'));
});
afterEach(() => {
  clearTokens();
  localStorage.clear();
});

const renderAt = (entry: string) =>
  renderRoutes(
    [
      { path: '/shortlists', Component: ShortlistsPage },
      { path: '/shortlists/:shortlistId', Component: ShortlistPage },
      { path: '*', Component: () => null },
    ],
    entry,
  );

describe('my shortlists', () => {
  it('lists the newest change first, with track counts and share states', async () => {
    renderAt('/shortlists');
    const listed = await screen.findByRole('list', { name: 'My shortlists' });
    const rows = within(listed).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Newer list', 'Plain list', 'Older list']);
    expect(rows[0]!.textContent).toContain('2 tracks');
    expect(rows[0]!.textContent).toContain('Shared, expires December 1, 2026');
    expect(rows[1]!.textContent).toContain('0 tracks');
    expect(rows[1]!.textContent).toContain('Not shared');
    expect(rows[2]!.textContent).toContain('1 track');
    expect(rows[2]!.textContent).toContain('Shared, no expiry');
  });

  it('checks the name before sending, and tells the limit of 50 when the server refuses', async () => {
    renderAt('/shortlists');
    await screen.findByRole('list', { name: 'My shortlists' });
    await act(async () => screen.getByRole('button', { name: 'Create shortlist' }).click());
    expect(screen.getByText('Enter a name for the shortlist.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'One more' } });
    await act(async () => screen.getByRole('button', { name: 'Create shortlist' }).click());
    expect(await screen.findByText('You can have at most 50 shortlists.')).toBeTruthy();
  });
});

describe('one shortlist', () => {
  it("says politely that another user's list is not yours, and that a missing one is not found", async () => {
    renderAt('/shortlists/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'This shortlist is not yours.' })).toBeTruthy();
  });

  it('says a missing list could not be found', async () => {
    renderAt('/shortlists/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'This shortlist could not be found.' })).toBeTruthy();
  });

  it('moves a track up from the keyboard, announces its place and saves the order', async () => {
    renderAt('/shortlists/7');
    await screen.findByRole('heading', { level: 1, name: 'Night chase' });
    await act(async () => screen.getByRole('button', { name: 'Move Glass Garden (Main Theme) up' }).click());
    const titles = () =>
      screen
        .getAllByRole('link')
        .filter((link) => link.className === 'app-shortlist-entry-title')
        .map((link) => link.textContent);
    expect(titles()).toEqual(['Glass Garden (Main Theme)', 'Chase at Dawn']);
    expect(screen.getByText('Glass Garden (Main Theme) moved to position 1 of 2.')).toBeTruthy();
    await waitFor(() => expect(requests).toEqual([{ method: 'PUT', path: '/order', body: { musicFileIds: [2, 1] } }]));
  });

  it("plays a track from its note's time, and the whole list with Play all", async () => {
    renderAt('/shortlists/7');
    await screen.findByRole('heading', { level: 1, name: 'Night chase' });
    await act(async () => screen.getByRole('button', { name: 'Play from 0:20' }).click());
    expect(playTracks).toHaveBeenLastCalledWith([chase, glass], 1, { startAt: 20 });
    await act(async () => screen.getByRole('button', { name: 'Play all' }).click());
    expect(playTracks).toHaveBeenLastCalledWith([chase, glass], 0);
  });

  it('asks before a changed name is thrown away by Cancel, and keeps it on Keep editing', async () => {
    renderAt('/shortlists/7');
    await screen.findByRole('heading', { level: 1, name: 'Night chase' });
    await act(async () => screen.getByRole('button', { name: 'Edit name and description' }).click());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Chase candidates' } });
    await act(async () => screen.getByRole('button', { name: 'Cancel' }).click());
    const question = await screen.findByRole('alertdialog');
    await act(async () => within(question).getByRole('button', { name: 'Keep editing' }).click());
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Chase candidates');
  });

  it("checks a note's time: the form m:ss, and within the track", async () => {
    renderAt('/shortlists/7');
    await screen.findByRole('heading', { level: 1, name: 'Night chase' });
    const row = screen.getAllByRole('listitem').find((item) => item.textContent?.includes('Chase at Dawn'))!;
    await act(async () => within(row).getByRole('button', { name: 'Edit note' }).click());
    const time = within(row).getByLabelText('Time in the track (m:ss, optional)');
    fireEvent.change(time, { target: { value: '1:5' } });
    await act(async () => within(row).getByRole('button', { name: 'Save note' }).click());
    expect(within(row).getByText('Type the time as m:ss, for example 0:16.')).toBeTruthy();
    fireEvent.change(time, { target: { value: '0:33' } });
    await act(async () => within(row).getByRole('button', { name: 'Save note' }).click());
    expect(within(row).getByText('The time must be within the track, at most 0:32.')).toBeTruthy();
  });
});
