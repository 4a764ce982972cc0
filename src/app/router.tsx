import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { PageLoading } from '../components/PageLoading';
import { ErrorScreen } from './errors/ErrorScreen';
import { GuardLayout } from './layouts/GuardLayout';
import { MainLayout } from './layouts/MainLayout';
import { allOf, notFoundLoader, requireLogin, requirePositiveIntegers, type PageTitleKey, type RouteHandle } from './routes/loaders';

type PageModule = Promise<Pick<RouteObject, 'Component'>>;

/** A page: its code loads lazily in its own chunk; its title and guard are known before that. */
function page(path: string | undefined, title: PageTitleKey, load: () => PageModule, loader?: LoaderFunction): RouteObject {
  const handle: RouteHandle = { title };
  return { ...(path === undefined ? { index: true } : { path }), handle, lazy: load, ...(loader ? { loader } : {}) };
}

/**
 * The routes of spec section 2. Each layout route has the error screen as its `errorElement` (a failure
 * of the layout itself), and a pathless route inside it does too, so a page that fails (its chunk does not
 * load, its loader throws) shows the error screen inside the header and navigation. `/404`, the catch-all
 * and path ids that are not positive integers end in a 404 route error: the page-not-found screen.
 * The template leftovers (user, products, blog) and the dashboard are not routed.
 */
export const routes: RouteObject[] = [
  {
    id: 'main',
    Component: MainLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: ErrorScreen,
    children: [
      {
        id: 'main-pages',
        ErrorBoundary: ErrorScreen,
        children: [
          page(undefined, 'home.title', () => import('./routes/home')),
          page('search-details', 'searchDetails.title', () => import('./routes/searchDetails')),
          page('musician-list', 'musicianList.title', () => import('./routes/musicianList')),
          page('musician-details/:musicianId', 'musicianDetails.title', () => import('./routes/musicianDetails'), requirePositiveIntegers('musicianId')),
          page('notice-list', 'noticeList.title', () => import('./routes/noticeList')),
          page('notice-detail/:noticeId', 'noticeDetail.title', () => import('./routes/noticeDetail'), requirePositiveIntegers('noticeId')),
          page('faq', 'faq.title', () => import('./routes/faq')),
          // Public: anonymous visitors will see "Login Required" on the page itself (spec section 6).
          page('music-upload', 'musicUpload.title', () => import('./routes/musicUpload')),
          page('my-page', 'myPage.title', () => import('./routes/myPage'), requireLogin),
          page('liked-music', 'likedMusic.title', () => import('./routes/likedMusic'), requireLogin),
          page('musician-registration', 'musicianRegistration.title', () => import('./routes/musicianRegistration'), requireLogin),
          page('musician-profile', 'musicianProfile.title', () => import('./routes/musicianProfile'), requireLogin),
          page('musician-profile-edit', 'musicianProfileEdit.title', () => import('./routes/musicianProfileEdit'), requireLogin),
          page('music-edit/:musicFileId', 'musicEdit.title', () => import('./routes/musicEdit'), allOf(requireLogin, requirePositiveIntegers('musicFileId'))),
          { path: '404', handle: { title: 'notFound.title' } satisfies RouteHandle, loader: notFoundLoader },
          { path: '*', handle: { title: 'notFound.title' } satisfies RouteHandle, loader: notFoundLoader },
        ],
      },
    ],
  },
  {
    id: 'guard',
    Component: GuardLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: ErrorScreen,
    children: [
      {
        id: 'guard-pages',
        ErrorBoundary: ErrorScreen,
        children: [
          page('login', 'login.title', () => import('./routes/login')),
          page('sign-up', 'signUp.title', () => import('./routes/signUp')),
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
