// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockControlClient } from '../../../../mocks/control/client';
import { NOTICE_MARKUP_PAYLOAD } from '../../../../mocks/seed/board';
import { TEST_ORIGIN } from '../../../../mocks/testing/testApi';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { configureApiClient } from '../../../api/client';
import { changeLanguage, initI18n } from '../../../i18n/i18n';
import { NoticeDetailPage } from './NoticeDetailPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.mock('../../../components/AppToaster', () => ({ showAppToast: vi.fn(), getAppToaster: vi.fn() }));

const control = createMockControlClient({ baseUrl: TEST_ORIGIN });

beforeAll(async () => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${TEST_ORIGIN}/`);
  configureApiClient({ apiBaseUrl: TEST_ORIGIN });
  await initI18n();
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => changeLanguage('ko'));
});

function renderNotice(noticeId: number, listSearch?: string) {
  const router = createMemoryRouter(
    [
      { path: '/notice-detail/:noticeId', Component: NoticeDetailPage },
      { path: '*', Component: () => null },
    ],
    { initialEntries: [{ pathname: `/notice-detail/${noticeId}`, state: listSearch === undefined ? null : { listSearch } }] },
  );
  const { container } = render(<RouterProvider router={router} />);
  return { router, container };
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
    const { container } = renderNotice(16);
    expect(await screen.findByRole('heading', { level: 1, name: '보안 점검 안내' })).toBeTruthy();
    const body = screen.getByText((_, element) => element?.classList.contains('app-board-text') ?? false);
    expect(body.textContent).toContain(NOTICE_MARKUP_PAYLOAD);
    expect(body.textContent).toContain("<script>alert('x')</script>");
    expect(container.querySelector('script, img')).toBeNull();
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
