// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests } from '../../../lib/testing/pageTestSetup';
import { ProgramPage } from './ProgramPage';

setUpPageTests();
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));

const renderProgram = () =>
  renderRoutes(
    [
      { path: '/program', Component: ProgramPage },
      { path: '*', Component: () => null },
    ],
    '/program',
  );

describe('the matching program page', () => {
  const api = useTestApi();

  it('shows the open round: its name, dates in festival time with where each window stands, places and how to take part', async () => {
    await act(() => changeLanguage('en'));
    renderProgram();
    expect(await screen.findByRole('heading', { level: 1, name: '2026 Film Music Matching Program' })).toBeTruthy();
    expect(screen.getByText('2026 영화음악 매칭 프로그램').getAttribute('lang')).toBe('ko');
    expect(screen.getByText('Open round')).toBeTruthy();
    const dates = screen.getByRole('heading', { level: 2, name: 'Dates' }).closest('section')!;
    expect(within(dates).getByText('Film projects')).toBeTruthy();
    expect(within(dates).getByText('November 1, 2026 at 12:00 AM to January 31, 2027 at 6:00 PM')).toBeTruthy();
    expect(within(dates).getByText('Open · closes February 14, 2027 at 6:00 PM')).toBeTruthy();
    expect(within(dates).getByText('Thu, March 4, 2027').tagName).toBe('TIME');
    expect(screen.getByText('The round selects 20 film projects and 40 composers.')).toBeTruthy();
    const takePart = screen.getByRole('heading', { level: 2, name: 'How to take part' }).closest('section')!;
    expect(within(takePart).getByRole('link', { name: 'Register your musician profile and your best tracks (up to 3).' }).getAttribute('href')).toBe(
      '/musician-registration',
    );
  });

  it('says when a window has not opened yet, in Korean', async () => {
    await act(() => changeLanguage('ko'));
    api().clock.advance(-30 * 24 * 3600_000);
    renderProgram();
    expect(await screen.findByRole('heading', { level: 1, name: '2026 영화음악 매칭 프로그램' })).toBeTruthy();
    expect(screen.getAllByText('2026년 11월 1일 오전 12:00 접수 시작')).toHaveLength(2);
  });

  it('says that no round is open and points to the notices', async () => {
    await act(() => changeLanguage('en'));
    await api().provider.ctx.db.rounds.update((q) => q.where({ id: 1 }), {
      data(round) {
        round.status = 'closed';
      },
    });
    renderProgram();
    expect(await screen.findByRole('heading', { level: 1, name: 'No matching program is open now.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the notices' }).getAttribute('href')).toBe('/notice-list');
  });
});
