// @vitest-environment happy-dom
import { createMemoryRouter, isRouteErrorResponse, type DataRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../mocks/testing/testApi';
import { useTestApi } from '../../mocks/testing/useTestApi';
import { configureApiClient } from '../lib/api/client';
import { clearTokens, storeTokens } from '../lib/auth/sessionStore';
import { pageTitleKey } from './behaviours/documentTitle';
import { routes } from './router';

let router: DataRouter | undefined;

// Loaders may start requests (the home page prefetches its covers): they go to a mock provider.
useTestApi();
beforeAll(() => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${TEST_ORIGIN}/`);
  configureApiClient({ apiBaseUrl: TEST_ORIGIN });
});

/** Opens `path` in a memory router over the app's routes and waits until its loaders and lazy pages settle. */
async function open(path: string): Promise<DataRouter> {
  router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router!.state.initialized) resolve();
    else router!.subscribe((state) => state.initialized && resolve());
  });
  return router;
}

const notFound = (state: DataRouter['state']) => Object.values(state.errors ?? {}).some((error) => isRouteErrorResponse(error) && error.status === 404);

afterEach(() => {
  router?.dispose();
  clearTokens();
});

describe('the routes', () => {
  it.each([
    ['/', 'home.title'],
    ['/search-details', 'searchDetails.title'],
    ['/musician-list', 'musicianList.title'],
    ['/musician-details/12', 'musicianDetails.title'],
    ['/music-details/1', 'musicDetails.title'],
    ['/notice-list', 'noticeList.title'],
    ['/notice-detail/3', 'noticeDetail.title'],
    ['/faq', 'faq.title'],
    ['/privacy', 'privacy.title'],
    ['/music-upload', 'musicUpload.title'],
    ['/login', 'login.title'],
    ['/sign-up', 'signUp.title'],
    ['/s/abcdefghijklmnopqrstuv', 'sharedShortlist.title'],
  ])('open %s for anyone', async (path, title) => {
    const { state } = await open(path);
    expect(state.errors).toBeNull();
    expect(state.location.pathname).toBe(path);
    expect(pageTitleKey(state)).toBe(title);
  });

  it.each(['/my-page', '/liked-music', '/musician-registration', '/musician-profile', '/musician-profile-edit', '/music-edit/5', '/shortlists', '/shortlists/5'])(
    'send an anonymous visitor of %s to the login page and open it once logged in',
    async (path) => {
      const anonymous = await open(path);
      expect(`${anonymous.state.location.pathname}${anonymous.state.location.search}`).toBe(`/login?redirect=${encodeURIComponent(path)}`);
      anonymous.dispose();
      storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
      const { state } = await open(path);
      expect(state.errors).toBeNull();
      expect(state.location.pathname).toBe(path);
    },
  );

  it.each(['/404', '/no-such-page', '/user', '/products', '/blog', '/dashboard', '/notice-detail/abc', '/musician-details/0', '/music-details/abc', '/faq/extra'])(
    'answer %s with the page-not-found screen',
    async (path) => {
      const { state } = await open(path);
      expect(notFound(state)).toBe(true);
      expect(pageTitleKey(state)).toBe('notFound.title');
    },
  );
});
