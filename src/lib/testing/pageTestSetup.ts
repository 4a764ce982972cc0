import { cleanup, render } from '@testing-library/react';
import { act, createElement } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { afterEach, beforeAll } from 'vitest';
import { createMockControlClient, type MockControlClient } from '../../../mocks/control/client';
import { TEST_ORIGIN } from '../../../mocks/testing/testApi';
import { configureApiClient } from '../api/client';
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
    await act(() => changeLanguage('ko'));
  });
}

/** A client for the mock provider's control API (to inject faults), on the test origin. */
export function testControl(): MockControlClient {
  return createMockControlClient({ baseUrl: TEST_ORIGIN });
}

/** Renders `routes` in a memory router opened at `entry` (a path, or a location with search and state); returns the router. */
export function renderRoutes(routes: RouteObject[], entry: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(createElement(RouterProvider, { router }));
  return router;
}
