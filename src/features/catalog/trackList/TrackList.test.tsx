// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockControlClient } from '../../../../mocks/control/client';
import { TEST_ORIGIN } from '../../../../mocks/testing/testApi';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { configureApiClient } from '../../../lib/api/client';
import { login, searchMusic } from '../../../lib/api/generated/sdk.gen';
import type { Music } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import { clearSession } from '../../../lib/auth/auth';
import { storeTokens } from '../../../lib/auth/sessionStore';
import { initI18n } from '../../../lib/i18n/i18n';
import { namespaces } from '../../../lib/i18n/namespaces';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n/languages';
import { clearPlayback, getPlaybackSnapshot } from '../../playback';
import { clearTrackStats } from '../../likes';
import { TrackList } from './TrackList';

const toasts = vi.hoisted(() => ({ showAppToast: vi.fn(async () => 'toast') }));
vi.mock('../../../lib/ui/AppToaster', () => toasts);

const getApi = useTestApi();
const control = createMockControlClient({ baseUrl: TEST_ORIGIN });

beforeAll(async () => {
  // The page is on the mock's origin, as in the app: happy-dom's fetch then sends no CORS preflight.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${TEST_ORIGIN}/search-details`);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  configureApiClient({ apiBaseUrl: TEST_ORIGIN });
  await initI18n(namespaces);
});

beforeEach(() => {
  toasts.showAppToast.mockClear();
  clearPlayback();
  clearTrackStats();
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.restoreAllMocks();
});

async function logInAsListener(): Promise<void> {
  const { data } = await login({ client: getApi().anonymous, body: { login: 'user@cue.test', password: 'cue-connect-1' }, throwOnError: true });
  storeTokens({ accessToken: data.data.accessToken!, refreshToken: data.data.refreshToken! });
}

/** Three tracks as the search answers them (for whoever is logged in), shown in a list at `entry`. */
async function renderList(entry = '/search-details?q=rain'): Promise<Music[]> {
  getApi();
  const tracks = (await resultData(searchMusic({ query: { size: 3 } }))).content;
  const router = createMemoryRouter([{ path: '*', Component: () => <TrackList tracks={tracks} label="Tracks" /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('list', { name: 'Tracks' });
  return tracks;
}

const likeButton = (title: string) => screen.getByRole('button', { name: `Like ${title}` });
const likeCount = (title: string) => likeButton(title).parentElement!.querySelector('.app-catalog-like-count')!.textContent;

describe('TrackList', () => {
  it('shows each track with its musician, duration and plays', async () => {
    const [first] = await renderList();
    const row = within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem')[0]!;
    expect(row.textContent).toContain(first!.title.en);
    expect(within(row).getByRole('link', { name: first!.musician.name.en }).getAttribute('href')).toBe(`/musician-details/${first!.musician.musicianId}`);
    expect(row.textContent).toContain(`${Math.floor(first!.durationSeconds / 60)}:${String(first!.durationSeconds % 60).padStart(2, '0')}`);
    expect(row.textContent).toContain(`${first!.playCount} plays`);
    expect(within(row).getByRole('img', { name: first!.title.en }).getAttribute('loading')).toBe('lazy');
  });

  it("links the title to the track's page and the genre and keyword chips to the search for them", async () => {
    const [first] = await renderList();
    const row = within(screen.getByRole('list', { name: 'Tracks' })).getAllByRole('listitem')[0]!;
    expect(within(row).getByRole('link', { name: first!.title.en }).getAttribute('href')).toBe(`/music-details/${first!.musicFileId}`);
    expect(within(row).getByRole('link', { name: first!.genre.label.en }).getAttribute('href')).toBe(`/search-details?genre=${first!.genre.genreId}`);
    for (const keyword of first!.keywords) {
      expect(within(row).getByRole('link', { name: keyword.label.en }).getAttribute('href')).toBe(`/search-details?keyword=${keyword.keywordId}`);
    }
  });

  it('"Play all" queues exactly the listed tracks; a row plays from itself and then pauses', async () => {
    const tracks = await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Play all' }));
    expect(getPlaybackSnapshot().queue.map((track) => track.musicFileId)).toEqual(tracks.map((track) => track.musicFileId));
    expect(getPlaybackSnapshot()).toMatchObject({ index: 0, playing: true });

    const third = tracks[2]!.title.en;
    fireEvent.click(screen.getByRole('button', { name: `Play ${third}` }));
    expect(getPlaybackSnapshot()).toMatchObject({ index: 2, playing: true });
    fireEvent.click(screen.getByRole('button', { name: `Pause ${third}` }));
    expect(getPlaybackSnapshot().playing).toBe(false);
    expect(screen.getByRole('button', { name: `Play ${third}` })).toBeTruthy();
  });

  it('a like shows at once and stays with the server numbers', async () => {
    await logInAsListener();
    const [track] = await renderList();
    const title = track!.title.en;
    expect(track!.liked).toBe(false);
    fireEvent.click(likeButton(title));
    expect(likeButton(title).getAttribute('aria-pressed')).toBe('true');
    expect(likeCount(title)).toBe(String(track!.likeCount + 1));
    const spoken = track!.likeCount + 1 === 1 ? '1 like' : `${track!.likeCount + 1} likes`;
    expect(likeButton(title).parentElement!.querySelector('.app-visually-hidden')!.textContent).toBe(spoken);
    await waitFor(async () => expect((await resultData(searchMusic({ query: { size: 3 } }))).content[0]!.liked).toBe(true));
    fireEvent.click(likeButton(title));
    expect(likeButton(title).getAttribute('aria-pressed')).toBe('false');
    await waitFor(async () => expect((await resultData(searchMusic({ query: { size: 3 } }))).content[0]!.likeCount).toBe(track!.likeCount));
  });

  it('a like the server refuses (500) goes back, with a toast; a second click meanwhile is ignored', async () => {
    await logInAsListener();
    const [track] = await renderList();
    const title = track!.title.en;
    await control.injectFault({ operationId: 'likeMusic', fault: { kind: 'status', status: 500 }, times: 1 });
    fireEvent.click(likeButton(title));
    fireEvent.click(likeButton(title));
    expect(likeButton(title).getAttribute('aria-pressed')).toBe('true');
    expect(likeCount(title)).toBe(String(track!.likeCount + 1));
    await waitFor(() =>
      expect(toasts.showAppToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Could not update the like. Please try again.' }), expect.any(String)),
    );
    expect(likeButton(title).getAttribute('aria-pressed')).toBe('false');
    expect(likeCount(title)).toBe(String(track!.likeCount));
  });

  it('offers an anonymous visitor the login, coming back to the same search', async () => {
    const [track] = await renderList('/search-details?q=rain&page=2');
    fireEvent.click(likeButton(track!.title.en));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Log in to like music');
    expect(within(dialog).getByRole('button', { name: 'Log in' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/search-details?q=rain&page=2')}`);
    expect(likeButton(track!.title.en).getAttribute('aria-pressed')).toBe('false');
  });

  it('copies the absolute track link and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const [track] = await renderList();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Copy link to ${track!.title.en}` })));
    expect(writeText).toHaveBeenCalledWith(`${TEST_ORIGIN}/musician-details/${track!.musician.musicianId}?track=${track!.musicFileId}`);
    expect(toasts.showAppToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'Link copied' }), expect.any(String));
  });

  it('shows the link to copy by hand when the clipboard is unavailable', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const [track] = await renderList();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: `Copy link to ${track!.title.en}` })));
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: `Link to ${track!.title.en}` });
    expect(input.value).toBe(`${TEST_ORIGIN}/musician-details/${track!.musician.musicianId}?track=${track!.musicFileId}`);
  });

  it('says the empty text when there is nothing to list', async () => {
    const router = createMemoryRouter([{ path: '*', Component: () => <TrackList tracks={[]} label="Tracks" emptyText="Nothing here." /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Nothing here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play all' })).toBeNull();
  });
});
