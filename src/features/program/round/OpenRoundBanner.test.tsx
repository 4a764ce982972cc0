// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { getCurrentRoundQueryKey } from '../../../lib/api/generated/@tanstack/react-query.gen';
import { appQueryClient } from '../../../lib/api/queryClient';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../../lib/testing/pageTestSetup';
import { OpenRoundBanner } from './OpenRoundBanner';

setUpPageTests();
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));

const DAY = 24 * 3600_000;
const renderBanner = () =>
  renderRoutes(
    [
      { path: '/notice-list', Component: () => <OpenRoundBanner /> },
      { path: '*', Component: () => null },
    ],
    '/notice-list',
  );

describe("the notice board's pointer to the open round", () => {
  const api = useTestApi();

  it('names the open round, says it takes submissions while a window is open, and links to its page', async () => {
    await act(() => changeLanguage('en'));
    renderBanner();
    expect(await screen.findByText('2026 Film Music Matching Program')).toBeTruthy();
    expect(screen.getByText(/is open for submissions now\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to take part' }).getAttribute('href')).toBe('/program');
  });

  it('says only that the round is under way once both windows have closed', async () => {
    await act(() => changeLanguage('ko'));
    api().clock.advance(120 * DAY);
    renderBanner();
    expect(await screen.findByText('2026 영화음악 매칭 프로그램')).toBeTruthy();
    expect(screen.getByText(/회차가 진행 중입니다\./)).toBeTruthy();
  });

  it('shows nothing when no round is open', async () => {
    await api().provider.ctx.db.rounds.update((q) => q.where({ id: 1 }), {
      data(round) {
        round.status = 'closed';
      },
    });
    renderBanner();
    // The read has answered (no round), and the board shows nothing for it.
    await waitFor(() => expect(appQueryClient.getQueryState(getCurrentRoundQueryKey())?.status).toBe('success'));
    expect(document.body.textContent).toBe('');
  });
});
