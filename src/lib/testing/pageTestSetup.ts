import { cleanup, render } from '@testing-library/react';
import { act, createElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { afterEach, beforeAll } from 'vitest';
import { createMockControlClient, type MockControlClient } from '../../../mocks/control/client';
import { TEST_ORIGIN } from '../../../mocks/testing/testApi';
import { AppQueryProvider } from '../api/AppQueryProvider';
import { configureApiClient } from '../api/client';
import { appQueryClient } from '../api/queryClient';
import { changeLanguage, initI18n } from '../i18n/i18n';
import { namespaces } from '../i18n/namespaces';

/**
 * The common setup of a page's component tests (call it once at the top of the test file): React's act
 * environment, the page on the mock provider's origin (so happy-dom's fetch sends no CORS preflight), the API
 * client pointed there, the texts loaded; after each test the page is unmounted and the language is Korean again.
 * Start the mock itself with `useTestApi()`, and keep `vi.mock` calls (such as the AppToaster's) in the test file.
 */
export function setUpPageTests(): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  beforeAll(async () => {
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${TEST_ORIGIN}/`);
    configureApiClient({ apiBaseUrl: TEST_ORIGIN });
    await initI18n(namespaces);
  });
  afterEach(async () => {
    cleanup();
    // Each test reads the provider afresh: no answer cached by another test shows.
    appQueryClient.clear();
    await act(() => changeLanguage('ko'));
  });
}

/** A client for the mock provider's control API (to inject faults), on the test origin. */
export function testControl(): MockControlClient {
  return createMockControlClient({ baseUrl: TEST_ORIGIN });
}

/**
 * Renders `routes` in a memory router opened at `entry` (a path, or a location with search and state), with the
 * app's QueryClient (as the pages' layout route gives it); returns the router.
 */
export function renderRoutes(routes: RouteObject[], entry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(createElement(AppQueryProvider, null, createElement(RouterProvider, { router })));
  return router;
}
