// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests, testControl } from '../../../lib/testing/pageTestSetup';
import { NoticeListPage } from './NoticeListPage';

setUpPageTests();
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));

const control = testControl();

function renderList(entry = '/notice-list') {
  return renderRoutes(
    [
      { path: '/notice-list', Component: NoticeListPage },
      { path: '*', Component: () => null },
    ],
    entry,
  );
}

const rows = async (name = 'Notice list') => within(await screen.findByRole('list', { name })).getAllByRole('listitem');

describe('the notice list', () => {
  useTestApi();

  it('shows ten notices, the pinned ones first with a "Pinned" tag, each linking to its page with its date', async () => {
    await act(() => changeLanguage('en'));
    renderList();
    const items = await rows();
    expect(items).toHaveLength(10);
    expect(items.map((item) => within(item).queryByText('Pinned') !== null)).toEqual([true, true, false, false, false, false, false, false, false, false]);
    const first = within(items[0]!).getByRole('link');
    expect(first.textContent).toBe('Call for composers: 2026 Film Music Matching Program');
    expect(first.getAttribute('href')).toBe('/notice-detail/2');
    expect(within(items[0]!).getByText('September 22, 2026').tagName).toBe('TIME');
    expect(within(items[1]!).getByRole('link').textContent).toBe('Welcome to Cue Connect: how it works');
  });

  it('writes titles and dates in Korean for a Korean reader', async () => {
    renderList();
    const items = await rows('공지사항 목록');
    expect(within(items[0]!).getByText('고정')).toBeTruthy();
    expect(within(items[0]!).getByRole('link').textContent).toBe('2026 영화음악 매칭 프로그램 참가 작곡가 모집');
    expect(within(items[0]!).getByText('2026년 9월 22일')).toBeTruthy();
  });

  it('goes to page 2 through the pager, keeping the page in the address', async () => {
    await act(() => changeLanguage('en'));
    const router = renderList();
    await rows();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await act(async () => within(pager).getByRole('link', { name: 'Next page' }).click());
    expect(router.state.location.search).toBe('?page=2');
    await screen.findByText('Tips for writing your English profile');
    const items = await rows();
    expect(items).toHaveLength(10);
    expect(items.some((item) => within(item).queryByText('Pinned'))).toBe(false);
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByText('Page 2 of 2')).toBeTruthy();
  });

  it('opens straight on the page the address names', async () => {
    await act(() => changeLanguage('en'));
    renderList('/notice-list?page=2');
    expect(await screen.findByText('Cue Connect is officially open')).toBeTruthy();
    expect(screen.queryByText('Welcome to Cue Connect: how it works')).toBeNull();
  });

  it('tells a failed load and loads again on Retry', async () => {
    await act(() => changeLanguage('en'));
    await control.injectFault({ operationId: 'listNotices', fault: { kind: 'status', status: 500 }, times: 1 });
    renderList();
    expect(await screen.findByText('Failed to load the notices.')).toBeTruthy();
    expect(screen.getByText('A server error occurred. Please try again later.')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await rows()).toHaveLength(10);
    expect(screen.queryByText('Failed to load the notices.')).toBeNull();
  });
});
