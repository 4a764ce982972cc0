// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockControlClient } from '../../../../mocks/control/client';
import { TEST_ORIGIN } from '../../../../mocks/testing/testApi';
import { useTestApi } from '../../../../mocks/testing/useTestApi';
import { configureApiClient } from '../../../api/client';
import { initI18n } from '../../../i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../../i18n/languages';
import { HomePage } from './HomePage';

vi.mock('../../../components/AppToaster', () => ({ showAppToast: vi.fn(async () => 'toast') }));

const getApi = useTestApi();
const control = createMockControlClient({ baseUrl: TEST_ORIGIN });

beforeAll(async () => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${TEST_ORIGIN}/`);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  configureApiClient({ apiBaseUrl: TEST_ORIGIN });
  await initI18n();
});

afterEach(cleanup);

function renderHome() {
  getApi();
  render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: HomePage }])} />);
}

describe('the home page', () => {
  it('shows the album covers, each linking to its track', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    const gallery = await screen.findByRole('list', { name: 'Album covers' });
    const first = await within(gallery).findByRole('img', { name: 'The Broken Escape' });
    expect(first.getAttribute('loading')).toBe('lazy');
    expect(first.getAttribute('width')).toBeTruthy();
    expect(first.closest('a')!.getAttribute('href')).toBe('/musician-details/18?track=39');
    expect(first.closest('a')!.textContent).toContain('Hael Lee');
  });

  it('tells a failed load and loads again on Retry', async () => {
    await control.injectFault({ operationId: 'listHomeCovers', fault: { kind: 'status', status: 500 }, times: 1 });
    renderHome();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load the home covers.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const gallery = await screen.findByRole('list', { name: 'Album covers' });
    expect((await within(gallery).findAllByRole('link')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
