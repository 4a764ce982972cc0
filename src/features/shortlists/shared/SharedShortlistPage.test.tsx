// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN } from '../../../../mocks/testing/testApi';
import type { Music, SharedShortlist } from '../../../lib/api/generated/types.gen';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { clearPlayback, getPlaybackSnapshot } from '../../playback';
import { renderRoutes, setUpPageTests } from '../../../lib/testing/pageTestSetup';
import { SharedShortlistPage } from './SharedShortlistPage';
import { showAppToast } from '../../../lib/ui/AppToaster';

// A failed call's toast is the toaster's own (tested there); here, that it was asked for.
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(async () => 'toast') }));

setUpPageTests();

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

const testTrack = (musicFileId: number, durationSeconds: number): Music => ({
  musicFileId,
  title: { ko: `곡 ${musicFileId}`, en: `Track ${musicFileId}` },
  description: { ko: '', en: '' },
  coverUrl: null,
  coverImage: null,
  audioUrl: `/files/audio-${musicFileId}.wav`,
  audioContentType: 'audio/wav',
  durationSeconds,
  sound: null,
  genre: { genreId: 1, label: { ko: '장르', en: 'Genre' } },
  keywords: [],
  cueMarkers: [],
  likeCount: 0,
  playCount: 3,
  liked: false,
  musician: { musicianId: 40 + musicFileId, name: { ko: `음악가 ${musicFileId}`, en: `Musician ${musicFileId}` } },
  createdAt: '2025-08-01T00:00:00Z',
});
const shortlist: SharedShortlist = {
  name: 'Night chase temp',
  description: 'Candidates for reel 3',
  ownerNickname: 'supervisor',
  ownerIndustryVerified: true,
  entries: [
    { music: testTrack(1, 60), note: '', noteSeconds: null },
    { music: testTrack(2, 90), note: 'The brass at the drop', noteSeconds: 42 },
  ],
  expiresAt: null,
  updatedAt: '2026-11-24T10:00:00Z',
};

/** What the provider answers to the next calls of getSharedShortlist, and how many calls it saw. */
let answers: Array<() => Response> = [];
let calls = 0;
const server = setupServer(
  http.get(`${TEST_ORIGIN}/api/v1/shared/:token`, () => {
    calls += 1;
    return (answers.shift() ?? (() => HttpResponse.json({ status: 200, code: 'OK', message: 'OK', data: shortlist })))();
  }),
);
const failure = (status: number, code: string) => () => HttpResponse.json({ status, code, message: code, data: false }, { status });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  answers = [];
  calls = 0;
  clearPlayback();
  await act(() => changeLanguage('en'));
});
afterEach(() => act(() => clearPlayback()));

const open = (token = TOKEN) =>
  renderRoutes(
    [
      { path: '/s/:shareToken', Component: SharedShortlistPage },
      { path: '*', Component: () => null },
    ],
    `/s/${token}`,
  );

describe('a shared shortlist', () => {
  it('shows the list read-only: name, owner, description, tracks in order, notes with their times', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Night chase temp' })).toBeTruthy();
    expect(screen.getByText('Shared by supervisor')).toBeTruthy();
    expect(screen.getByText('Candidates for reel 3')).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: 'Tracks in this shortlist' })).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual(['Track 1', 'Track 2']);
    expect(within(rows[1]!).getByText('The brass at the drop')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Play from 0:42' })).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: /Play from/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("plays all and plays from a note's time on behalf of the link", async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Play from 0:42' }));
    expect(getPlaybackSnapshot()).toMatchObject({ index: 1, playing: true, startAt: 42, shareToken: TOKEN });
    expect(getPlaybackSnapshot().queue.map((track) => track.musicFileId)).toEqual([1, 2]);
    fireEvent.click(screen.getByRole('button', { name: 'Play all' }));
    expect(getPlaybackSnapshot()).toMatchObject({ index: 0, playing: true, startAt: undefined, shareToken: TOKEN });
    expect(await screen.findByRole('button', { name: 'Pause Track 1' })).toBeTruthy();
  });

  it('says a revoked or expired link is no longer available, with ways on and no Retry', async () => {
    answers = [failure(410, 'SHARE_LINK_UNAVAILABLE')];
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is no longer available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Search music' }).getAttribute('href')).toBe('/search-details');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says an unknown link does not exist, and does not even ask for one that is not a token', async () => {
    answers = [failure(404, 'SHARE_LINK_NOT_FOUND')];
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not exist' })).toBeTruthy();
    expect(calls).toBe(1);
    open('short');
    expect(screen.getAllByRole('heading', { level: 1, name: 'This link does not exist' })).toHaveLength(2);
    expect(calls).toBe(1);
  });

  it('tells any other failure and loads again on Retry', async () => {
    answers = [failure(500, 'SERVER_ERROR')];
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'The shortlist could not be loaded.' })).toBeTruthy();
    expect(showAppToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'A server error occurred. Please try again later.' }), 'api-failure-server');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Night chase temp' })).toBeTruthy();
  });

  it('starts with the list a server rendered, asking nothing, and reads another link itself', async () => {
    const serverList: SharedShortlist = { ...shortlist, name: 'Rendered on the server' };
    const router = renderRoutes([{ path: '/s/:shareToken', Component: () => <SharedShortlistPage initialShortlist={serverList} /> }], `/s/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Rendered on the server' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toBe(0);
    await act(() => router.navigate('/s/ZyXwVuTsRqPoNmLkJiHgFe'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Night chase temp' })).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('speaks Korean', async () => {
    await act(() => changeLanguage('ko'));
    open();
    expect(await screen.findByText('supervisor 님이 공유함')).toBeTruthy();
    expect(screen.getByRole('button', { name: '0:42부터 재생' })).toBeTruthy();
  });
});
