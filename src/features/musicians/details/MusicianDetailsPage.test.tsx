// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import type { TrackListProps } from '../../catalog';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests, testControl } from '../../../lib/testing/pageTestSetup';
import { MusicianDetailsPage } from './MusicianDetailsPage';
import { showAppToast } from '../../../lib/ui/AppToaster';

// A failed call's toast is the toaster's own (tested there); here, that it was asked for.
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(async () => 'toast') }));

setUpPageTests();

// The track list is another screen's component: a stand-in shows what this page hands it.
vi.mock('../../catalog', () => ({
  TrackList: ({ tracks, label, highlightedId, emptyText }: TrackListProps) =>
    tracks.length === 0 ? (
      <p>{emptyText}</p>
    ) : (
      <ul aria-label={label} data-highlighted={highlightedId}>
        {tracks.map((track) => (
          <li key={track.musicFileId}>{track.title.en}</li>
        ))}
      </ul>
    ),
}));

const control = testControl();

async function renderDetails(entry: string, state?: unknown) {
  return renderRoutes(
    [
      { path: '/musician-details/:musicianId', Component: MusicianDetailsPage },
      { path: '/musician-list', Component: () => null },
    ],
    { pathname: entry.split('?')[0]!, search: entry.includes('?') ? `?${entry.split('?')[1]}` : '', state },
  );
}

const row = (label: string) => screen.queryByText(label, { selector: 'dt' })?.nextElementSibling as HTMLElement | null | undefined;

describe('one musician', () => {
  useTestApi();

  it('shows name in both languages, intro, biography, contact rows and tracks, in English first', async () => {
    await act(() => changeLanguage('en'));
    await renderDetails('/musician-details/1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Doyun Han' });
    expect(heading).toBeTruthy();
    expect(screen.getByText('한도윤', { selector: 'p' }).getAttribute('lang')).toBe('ko');
    expect(screen.getByText('Film composer drawing the sounds of the city at dawn')).toBeTruthy();
    expect(screen.getByText(/^Studied film scoring at Nuri Film School/).className).toContain('app-musicians-bio');
    expect(row('Contact person')?.textContent).toBe('한도윤');
    const email = within(row('Email')!).getByRole('link');
    expect(email.getAttribute('href')).toBe('mailto:doyun.han@example.com');
    const instagram = within(row('Instagram')!).getByRole('link');
    expect(instagram.textContent).toBe('@doyun.han.score (opens in a new tab)');
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/doyun.han.score');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(instagram.getAttribute('target')).toBe('_blank');
    const portfolio = within(row('Portfolio')!).getByRole('link');
    expect(portfolio.getAttribute('href')).toBe('https://example.com/portfolio/doyun-han');
    expect(portfolio.getAttribute('rel')).toBe('noopener noreferrer');
    const tracks = screen.getByRole('list', { name: 'Tracks by Doyun Han' });
    expect(
      within(tracks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chase at Dawn', 'Glass Garden (Main Theme)']);
    // The title is set by an effect after the page shows the musician: on a busy machine it can come a moment later.
    await waitFor(() => expect(document.title).toBe('Doyun Han · Cue Connect'));
    expect(screen.getByRole('img', { name: 'Doyun Han' }).getAttribute('src')).toBe('/api/v1/files/seed-photo-1');
  });

  it('shows the Korean name first in Korean, and the list link returns to the page the musician was opened from', async () => {
    await renderDetails('/musician-details/1', { listSearch: '?page=2' });
    expect(await screen.findByRole('heading', { level: 1, name: '한도윤' })).toBeTruthy();
    expect(screen.getByText('Doyun Han').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('list', { name: '한도윤의 트랙' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '뮤지션 목록으로' }).getAttribute('href')).toBe('/musician-list?page=2');
    await waitFor(() => expect(document.title).toBe('한도윤 · Cue Connect'));
  });

  it('leaves out the Instagram and portfolio rows when they are not given', async () => {
    await act(() => changeLanguage('en'));
    await renderDetails('/musician-details/11');
    await screen.findByRole('heading', { level: 1, name: 'Seojeong Kim' });
    expect(row('Contact person')).toBeTruthy();
    expect(row('Email')).toBeTruthy();
    expect(row('Instagram')).toBeFalsy();
    expect(row('Portfolio')).toBeFalsy();
  });

  it('highlights the track a shared link points at', async () => {
    await act(() => changeLanguage('en'));
    await renderDetails('/musician-details/1?track=2&t=12');
    const tracks = await screen.findByRole('list', { name: 'Tracks by Doyun Han' });
    expect(tracks.getAttribute('data-highlighted')).toBe('2');
  });

  it('says when the musician does not exist, with a link to the list and no retry', async () => {
    await act(() => changeLanguage('en'));
    await renderDetails('/musician-details/99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Musician not found' })).toBeTruthy();
    expect(screen.getByText('This musician does not exist or is no longer listed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the musician list' }).getAttribute('href')).toBe('/musician-list');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says the musician was not found in Korean', async () => {
    await renderDetails('/musician-details/99999');
    expect(await screen.findByRole('heading', { level: 1, name: '뮤지션을 찾을 수 없습니다' })).toBeTruthy();
  });

  it('tells another failure with its message and loads again on Retry', async () => {
    await control.injectFault({ operationId: 'getMusician', fault: { kind: 'status', status: 500 }, times: 1 });
    await act(() => changeLanguage('en'));
    await renderDetails('/musician-details/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load the musician.' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('A server error occurred. Please try again later.');
    expect(showAppToast).toHaveBeenCalledWith(expect.objectContaining({ message: 'A server error occurred. Please try again later.' }), 'api-failure-server');
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Doyun Han' })).toBeTruthy();
  });
});
