// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_MARKUP_PAYLOAD } from '../../../../mocks/seed/board';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes, setUpPageTests, testControl } from '../../../lib/testing/pageTestSetup';
import { NoticeDetailPage } from './NoticeDetailPage';

setUpPageTests();
vi.mock('../../../lib/ui/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));

const control = testControl();

afterEach(() => vi.unstubAllGlobals());

function renderNotice(noticeId: number, listSearch?: string) {
  return renderRoutes(
    [
      { path: '/notice-detail/:noticeId', Component: NoticeDetailPage },
      { path: '*', Component: () => null },
    ],
    { pathname: `/notice-detail/${noticeId}`, state: listSearch === undefined ? null : { listSearch } },
  );
}

describe('one notice', () => {
  useTestApi();

  it('shows the title as the heading, the date and the body with its line breaks', async () => {
    await act(() => changeLanguage('en'));
    renderNotice(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Cue Connect: how it works' })).toBeTruthy();
    expect(screen.getByText('August 3, 2025').tagName).toBe('TIME');
    const body = screen.getByText(/^Cue Connect links film-music composers/);
    expect(body.textContent).toContain('make films.\nComposers present');
    expect(body.className).toContain('app-board-text');
    expect(screen.getByRole('link', { name: 'Back to notices' }).getAttribute('href')).toBe('/notice-list');
  });

  it('shows markup in a body as inert text: no script or image is created and nothing runs', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderNotice(16);
    expect(await screen.findByRole('heading', { level: 1, name: '보안 점검 안내' })).toBeTruthy();
    const body = screen.getByText((_, element) => element?.classList.contains('app-board-text') ?? false);
    expect(body.textContent).toContain(NOTICE_MARKUP_PAYLOAD);
    expect(body.textContent).toContain("<script>alert('x')</script>");
    expect(document.body.querySelector('script, img')).toBeNull();
    expect(document.querySelector('img[src="x"], script')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('goes back to the list page the reader came from', async () => {
    await act(() => changeLanguage('en'));
    renderNotice(12, '?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Tips for writing your English profile' });
    expect(screen.getByRole('link', { name: 'Back to notices' }).getAttribute('href')).toBe('/notice-list?page=2');
  });

  it('says when the notice does not exist, without Retry', async () => {
    await act(() => changeLanguage('en'));
    renderNotice(999);
    expect(await screen.findByRole('heading', { level: 1, name: 'The notice could not be found.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to notices' })).toBeTruthy();
  });

  it('tells another failure with its reason and loads again on Retry', async () => {
    await act(() => changeLanguage('en'));
    await control.injectFault({ operationId: 'getNotice', fault: { kind: 'status', status: 500 }, times: 1 });
    renderNotice(3);
    expect(await screen.findByText('A server error occurred. Please try again later.')).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Cue Connect is officially open' })).toBeTruthy();
  });
});
