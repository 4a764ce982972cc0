import { createBrowserRouter, type HydrationState, type LoaderFunction, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { PageLoading } from '../lib/ui/PageLoading';
import { loadHomeCovers, prefetchHomeCovers } from '../features/catalog';
import { loadMusician, loadMusicianListPage } from '../features/musicians';
import { loadCurrentRound } from '../features/program';
import { isShareToken, loadSharedShortlist } from '../features/shortlists';
import { loadNamespaces } from '../lib/i18n/i18n';
import { ErrorScreen } from './errors/ErrorScreen';
import { GuardLayout } from './layouts/GuardLayout';
import { MainLayout } from './layouts/MainLayout';
import { pageNamespaces, type PageName } from './routes/pageNamespaces';
import { allOf, notFoundLoader, positiveIntegerParam, requireLogin, requirePositiveIntegers, type PageTitleKey, type RouteHandle } from './routes/loaders';
import { hydratesServerData, serverLoader } from './routes/serverRouteData';

type PageModule = Promise<Pick<RouteObject, 'Component'>>;

/**
 * Entering a page in the browser starts its reads (src/app/routes/pageReads.ts) once its own loader has let it
 * through (a guard's redirect, a 404 read nothing), beside its code and translations. A build-time or request-time
 * render has no document: its loader alone runs.
 */
function withPageReads(name: PageName, loader?: LoaderFunction): LoaderFunction {
  return async (args) => {
    const data: unknown = loader ? await loader(args) : null;
    if (typeof document !== 'undefined') {
      import('./routes/pageReads').then(
        ({ startPageReads }) => startPageReads(name, args),
        // The page reads for itself when it renders (and tells a chunk that did not load).
        () => undefined,
      );
    }
    return data;
  };
}

/**
 * A page's loader runs when the page is entered or its address's path changes: a new query on the same page (a
 * search typed, a page of a list) is read by the page itself, without holding the navigation.
 */
const onPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/**
 * A page: its code loads lazily in its own chunk, together with the translation namespaces it shows (so the
 * two load side by side rather than one after the other), and its reads start (`withPageReads`); its title and
 * guard are known before that.
 */
function page(path: string | undefined, name: PageName, load: () => PageModule, loader?: LoaderFunction): RouteObject {
  const handle: RouteHandle = { title: `${name}.title` satisfies PageTitleKey, namespaces: pageNamespaces[name] };
  const lazy = async () => (await Promise.all([load(), loadNamespaces(pageNamespaces[name])]))[0];
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle,
    lazy,
    loader: name === 'home' ? loader : withPageReads(name, loader),
    shouldRevalidate: onPathChange,
  };
}

const readHomeCovers = serverLoader((call) => loadHomeCovers(call));

/**
 * The home page's covers when a server rendering the request read them (serverRouteData.ts); else entering the
 * page asks for them at once (in the browser; a build-time prerender asks the API nothing).
 */
const homeLoader: LoaderFunction = async (args) => {
  const read = await readHomeCovers(args);
  if (read) return read;
  if (typeof document !== 'undefined') prefetchHomeCovers();
  return null;
};

/** The musician list's page for the address's query, read by a server rendering it. */
const musicianListLoader = serverLoader((call, language, { request }) => loadMusicianListPage(new URL(request.url).searchParams, language, call));

/** The matching program's open round, read by a server rendering its page. */
const programLoader = serverLoader((call) => loadCurrentRound(call));

/** A musician id that is not a positive integer is a 404; a server rendering the page reads the musician. */
const musicianLoader: LoaderFunction = (args) => {
  const musicianId = positiveIntegerParam(args.params, 'musicianId');
  return serverLoader((call) => loadMusician(musicianId, call))(args);
};

/** The shortlist of a well-formed share link, read by a server rendering its page (the page tells a malformed one). */
const sharedShortlistLoader: LoaderFunction = (args) => {
  const shareToken = args.params.shareToken ?? '';
  return isShareToken(shareToken) ? serverLoader((call) => loadSharedShortlist(shareToken, call))(args) : null;
};

/**
 * Hydrating a prerendered page does not run its loader (the prerender's loader data is reused): the work a
 * loader starts in the browser is started here instead.
 */
export function startHydratedRouteWork(routePattern: string, hydrationData?: HydrationState): void {
  if (routePattern === '/' && !hydratesServerData(hydrationData)) prefetchHomeCovers();
}

/**
 * The routes of docs/product.md section 2. Each layout route has the error screen as its `errorElement` (a failure
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
          page(undefined, 'home', () => import('./routes/home'), homeLoader),
          {
            // Every other page reads the API through TanStack Query: the layout brings its one client.
            id: 'query-pages',
            lazy: () => import('./layouts/QueryLayout'),
            children: [
              page('search-details', 'searchDetails', () => import('./routes/searchDetails')),
              page('musician-list', 'musicianList', () => import('./routes/musicianList'), musicianListLoader),
              page('musician-details/:musicianId', 'musicianDetails', () => import('./routes/musicianDetails'), musicianLoader),
              page('music-details/:musicFileId', 'musicDetails', () => import('./routes/musicDetails'), requirePositiveIntegers('musicFileId')),
              page('program', 'program', () => import('./routes/program'), programLoader),
              page('notice-list', 'noticeList', () => import('./routes/noticeList')),
              page('notice-detail/:noticeId', 'noticeDetail', () => import('./routes/noticeDetail'), requirePositiveIntegers('noticeId')),
              page('faq', 'faq', () => import('./routes/faq')),
              // Public: the privacy policy (issue 18), linked from the navigation's foot and the guard layout.
              page('privacy', 'privacy', () => import('./routes/privacy')),
              // Public: anonymous visitors will see "Login Required" on the page itself (docs/product.md section 6).
              page('music-upload', 'musicUpload', () => import('./routes/musicUpload')),
              page('my-page', 'myPage', () => import('./routes/myPage'), requireLogin),
              page('liked-music', 'likedMusic', () => import('./routes/likedMusic'), requireLogin),
              page('musician-registration', 'musicianRegistration', () => import('./routes/musicianRegistration'), requireLogin),
              page('musician-profile', 'musicianProfile', () => import('./routes/musicianProfile'), requireLogin),
              page('musician-profile-edit', 'musicianProfileEdit', () => import('./routes/musicianProfileEdit'), requireLogin),
              page('music-edit/:musicFileId', 'musicEdit', () => import('./routes/musicEdit'), allOf(requireLogin, requirePositiveIntegers('musicFileId'))),
              // Public, never a login: anyone with a live share link sees the list (the page tells an unknown token itself).
              page('s/:shareToken', 'sharedShortlist', () => import('./routes/sharedShortlist'), sharedShortlistLoader),
              page('shortlists', 'shortlists', () => import('./routes/shortlists'), requireLogin),
              page('office', 'office', () => import('./routes/office'), requireLogin),
              page('program/projects', 'programProjects', () => import('./routes/programProjects'), requireLogin),
              page('program/projects/new', 'programProjectNew', () => import('./routes/programProjectNew'), requireLogin),
              page('program/apply', 'programApply', () => import('./routes/programApply'), requireLogin),
              page('program/projects/:projectId', 'programProject', () => import('./routes/programProject'), allOf(requireLogin, requirePositiveIntegers('projectId'))),
              page(
                'program/projects/:projectId/brief',
                'programProjectBrief',
                () => import('./routes/programProjectBrief'),
                allOf(requireLogin, requirePositiveIntegers('projectId')),
              ),
              page('program/briefs', 'programBriefs', () => import('./routes/programBriefs'), requireLogin),
              page('program/briefs/:briefId', 'programBrief', () => import('./routes/programBrief'), allOf(requireLogin, requirePositiveIntegers('briefId'))),
              page('program/meetings', 'programMeetings', () => import('./routes/programMeetings'), requireLogin),
              page('shortlists/:shortlistId', 'shortlist', () => import('./routes/shortlist'), allOf(requireLogin, requirePositiveIntegers('shortlistId'))),
            ],
          },
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
          page('login', 'login', () => import('./routes/login')),
          page('sign-up', 'signUp', () => import('./routes/signUp')),
          page('forgot-password', 'forgotPassword', () => import('./routes/forgotPassword')),
          page('reset-password', 'resetPassword', () => import('./routes/resetPassword')),
        ],
      },
    ],
  },
];

/** The browser's router; `hydrationData` when it takes over a prerendered page (src/main.tsx). */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
}
