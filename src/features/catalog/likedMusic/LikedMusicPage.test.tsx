// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { createUserWithToken } from '../../../../mocks/testing/users';
import { login } from '../../../lib/api/generated/sdk.gen';
import { clearTokens, storeTokens } from '../../../lib/auth/sessionStore';
import type { TrackListProps } from '../trackList/TrackList';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests, testControl } from '../../../lib/testing/pageTestSetup';
import { LikedMusicPage } from './LikedMusicPage';

setUpPageTests();
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));

// The track list is another screen's component: a stand-in shows what this page hands it.
vi.mock('../trackList/TrackList', () => ({
  TrackList: ({ tracks, label, emptyText }: TrackListProps) =>
    tracks.length === 0 ? (
      <p>{emptyText}</p>
    ) : (
      <ul aria-label={label}>
        {tracks.map((track) => (
          <li key={track.musicFileId}>{track.title.en}</li>
        ))}
      </ul>
    ),
}));

const control = testControl();

beforeEach(async () => {
  localStorage.clear();
  await act(() => changeLanguage('en'));
});

afterEach(() => {
  clearTokens();
  localStorage.clear();
});

/** Logs a demo account in through the login call and keeps its access token, as the app does. */
async function logIn(email: string) {
  const { data } = await login({ body: { login: email, password: 'cue-connect-1' }, throwOnError: true });
  storeTokens({ accessToken: data.data.accessToken!, refreshToken: data.data.refreshToken! });
}

function renderLikedMusic(entry = '/liked-music') {
  return renderRoutes(
    [
      { path: '/liked-music', Component: LikedMusicPage },
      { path: '*', Component: () => null },
    ],
    entry,
  );
}

describe('the liked music page', () => {
  const getApi = useTestApi();

  it('lists the tracks the listener likes in the track list', async () => {
    await logIn('user@cue.test');
    renderLikedMusic();
    const list = await screen.findByRole('list', { name: 'Liked tracks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Liked Music' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says when nothing is liked yet and offers the music search', async () => {
    storeTokens({ accessToken: await createUserWithToken(getApi().provider.ctx, 'ROLE_USER'), refreshToken: 'refresh-of-a-new-user' });
    renderLikedMusic();
    expect(await screen.findByText('You have not liked any music yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search music' }).getAttribute('href')).toBe('/search-details');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("tells the spec's failure message and loads again on Retry", async () => {
    await logIn('user@cue.test');
    await control.injectFault({ operationId: 'listLikedMusic', fault: { kind: 'status', status: 500 }, times: 1 });
    renderLikedMusic();
    expect(await screen.findByText('Failed to load your liked music.')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('list', { name: 'Liked tracks' })).toBeTruthy();
    expect(screen.queryByText('Failed to load your liked music.')).toBeNull();
  });

  it('tells the failure message in Korean for a Korean reader', async () => {
    await act(() => changeLanguage('ko'));
    await logIn('user@cue.test');
    await control.injectFault({ operationId: 'listLikedMusic', fault: { kind: 'network' }, times: 1 });
    renderLikedMusic();
    expect(await screen.findByText('좋아요한 음악을 불러오지 못했습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
