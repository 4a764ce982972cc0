// @vitest-environment happy-dom
import { createMemoryRouter, isRouteErrorResponse, type DataRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../mocks/testing/testApi';
import { useTestApi } from '../../mocks/testing/useTestApi';
import { configureApiClient } from '../lib/api/client';
import { appQueryClient } from '../lib/api/queryClient';
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

afterEach(async () => {
  router?.dispose();
  clearTokens();
  // The reads a page's loader started (once their module is there) end with the test, before its provider does.
  await import('./routes/pageReads');
  await appQueryClient.cancelQueries();
  appQueryClient.clear();
});

describe('the routes', () => {
  it.each([
    ['/', 'home.title'],
    ['/search-details', 'searchDetails.title'],
    ['/musician-list', 'musicianList.title'],
    ['/musician-details/12', 'musicianDetails.title'],
    ['/music-details/1', 'musicDetails.title'],
    ['/program', 'program.title'],
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

  it.each([
    '/my-page',
    '/liked-music',
    '/musician-registration',
    '/musician-profile',
    '/musician-profile-edit',
    '/music-edit/5',
    '/shortlists',
    '/shortlists/5',
    '/program/projects',
    '/program/projects/new',
    '/program/projects/2',
    '/program/projects/5/brief',
    '/program/briefs',
    '/program/briefs/1',
    '/program/apply',
    '/program/meetings',
  ])('send an anonymous visitor of %s to the login page and open it once logged in', async (path) => {
    const anonymous = await open(path);
    expect(`${anonymous.state.location.pathname}${anonymous.state.location.search}`).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    anonymous.dispose();
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const { state } = await open(path);
    expect(state.errors).toBeNull();
    expect(state.location.pathname).toBe(path);
  });

  it.each(['/404', '/no-such-page', '/user', '/products', '/blog', '/dashboard', '/notice-detail/abc', '/musician-details/0', '/music-details/abc', '/faq/extra'])(
    'answer %s with the page-not-found screen',
    async (path) => {
      const { state } = await open(path);
      expect(notFound(state)).toBe(true);
      expect(pageTitleKey(state)).toBe('notFound.title');
    },
  );
  it.each(['/program/projects/0', '/program/projects/abc', '/program/briefs/0', '/program/projects/x/brief'])(
    'answer a logged-in visitor of %s with the page-not-found screen',
    async (path) => {
      storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
      const { state } = await open(path);
      expect(notFound(state)).toBe(true);
    },
  );
});

describe('entering a page', () => {
  /** The reads the app's QueryClient holds (or is making) for an operation, by their parameters, once loaders ran. */
  const readsOf = async (operationId: string) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return appQueryClient
      .getQueryCache()
      .getAll()
      .map(({ queryKey }) => queryKey[0] as { _id: string; path?: unknown; query?: unknown })
      .filter((key) => key._id === operationId)
      .map(({ path, query }) => ({ path, query }));
  };

  it('starts its reads beside its code', async () => {
    await open('/faq');
    expect(await readsOf('listFaqs')).toHaveLength(1);
    await open('/musician-details/3');
    expect(await readsOf('getMusician')).toEqual([{ path: { musicianId: 3 }, query: undefined }]);
    await open('/search-details?q=rain&page=2');
    expect(await readsOf('searchMusic')).toEqual([{ path: undefined, query: expect.objectContaining({ q: 'rain', page: 2 }) as unknown }]);
    expect(await readsOf('listGenres')).toHaveLength(1);
  });

  it('reads nothing for a visitor a guard sends to the login, nor for a page not found', async () => {
    await open('/liked-music');
    await open('/musician-details/0');
    await open('/notice-detail/abc');
    expect(await readsOf('listLikedMusic')).toEqual([]);
    expect(appQueryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('leaves a new query on the same page (typing a search) to the page, without holding the navigation', async () => {
    const searching = await open('/search-details?q=rain');
    await searching.navigate('/search-details?q=storm');
    expect((await readsOf('searchMusic')).map(({ query }) => (query as { q?: string }).q)).toEqual(['rain']);
  });
});
