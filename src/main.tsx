import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/styles';
import { configureApiClient } from './lib/api/client';
import { App } from './app/App';
import { readPrerendered, resolveLazyRoutes, restoreSsrStyles, routePatternOf, shouldHydrate, type Prerendered } from './app/prerendered';
import { createAppRouter, routes, startHydratedRouteWork } from './app/router';
import { StartupError } from './app/StartupError';
import { preloadAppToaster } from './lib/ui/AppToaster';
import { whenIdle } from './lib/ui/lazyWithPreload';
import { brand } from './lib/config/brand';
import { isEmbedPath, parseEmbedTrackPath } from './lib/domain/embed/embedPath';
import { loadRuntimeConfig, type RuntimeConfig } from './lib/config/runtimeConfig';
import { initI18n } from './lib/i18n/i18n';
import { startLanguage } from './lib/i18n/languages';
import { startupNamespaces } from './lib/i18n/namespaces';
import { restoreSavedPlayback } from './features/playback';

/** The embedded mock in the browser: only when config.json asks for it and the build includes it. */
async function startBrowserMockIfAsked(config: RuntimeConfig): Promise<void> {
  if (__EMBEDDED_MOCK__ && config.mock === 'worker') {
    const { startBrowserMock } = await import('../mocks/browser');
    await startBrowserMock();
  }
}

/**
 * Takes over a prerendered page (scripts/build/prerender.ts): its namespaces and the lazy parts of its route
 * are loaded first, so the first client render equals the server's, then `hydrateRoot`.
 */
async function hydratePrerendered(container: HTMLElement, prerendered: Prerendered, routePattern: string): Promise<void> {
  const i18nReady = initI18n([...new Set([...startupNamespaces, ...prerendered.namespaces])]);
  const config = await loadRuntimeConfig();
  configureApiClient(config);
  // The route's own requests (the home covers) once whoever answers the API is running.
  const apiReady = startBrowserMockIfAsked(config).then(() => startHydratedRouteWork(routePattern, prerendered.hydrationData));
  const [, , lazyResolved] = await Promise.all([
    apiReady,
    i18nReady,
    resolveLazyRoutes(routes, location.pathname).then(
      () => true,
      () => false,
    ),
  ]);
  if (!lazyResolved) {
    // The page's code did not download: render in the browser, where the router tries again and, failing, shows
    // the error screen inside the layout (as a page rendered by the browser does).
    container.replaceChildren();
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    markInteractive(container);
    return;
  }
  restoreSsrStyles(container, prerendered.styles);
  const router = createAppRouter(prerendered.hydrationData);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page (a click meanwhile makes React finish it at once, and is then handled). The root is marked
  // interactive once hydration has committed and the prerendered forms' fields are enabled.
  const interactive = () => markInteractive(container);
  startTransition(() => {
    hydrateRoot(
      container,
      // The root holds the app alone, as on the server (src/app/ssr/prerender.tsx): a sibling here would change
      // every `useId` below it (see `AppFrame`).
      <StrictMode>
        <App router={router} onHydrated={interactive} />
      </StrictMode>,
    );
  });
  // The last visit's queue comes back paused, after hydration (the server rendered no player).
  void restoreSavedPlayback();
}

/**
 * From here the page answers: a prerendered page's buttons are in the HTML before its code runs, a press before
 * `hydrateRoot` does nothing, and its forms' fields stay disabled until hydration has committed. Tests wait for
 * this mark before they touch a page (features/support/pages/openInApp.ts).
 */
function markInteractive(container: HTMLElement): void {
  container.dataset.interactive = '';
}

/** Renders the app in the browser (an empty root: 404.html, or a page prerendered for another route or language). */
async function clientRender(container: HTMLElement): Promise<void> {
  document.title = brand.wordmark;
  const root = createRoot(container);
  const i18nReady = initI18n();
  try {
    const config = await loadRuntimeConfig();
    configureApiClient(config);
    await Promise.all([startBrowserMockIfAsked(config), i18nReady]);
    // The last visit's queue comes back paused (the player shows it; nothing sounds without a click).
    void restoreSavedPlayback();
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    await i18nReady;
    root.render(<StartupError />);
    throw error;
  } finally {
    markInteractive(container);
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const prerendered = readPrerendered(document);
  const routePattern = routePatternOf(routes, location.pathname);
  const language = startLanguage();
  if (shouldHydrate(prerendered, { routePattern, search: location.search, language })) {
    try {
      await hydratePrerendered(container, prerendered, routePattern!);
    } catch (error) {
      container.replaceChildren();
      createRoot(container).render(<StartupError />);
      markInteractive(container);
      throw error;
    }
  } else {
    // Markup made for another route or language is not shown a moment longer.
    if (prerendered) container.replaceChildren();
    await clientRender(container);
  }
  whenIdle(() => void preloadAppToaster().catch(() => undefined));
}

/**
 * A static host answers every unknown path with index.html, `/embed/track/{id}` included: hand over to the
 * embed page's own HTML (its small entry), keeping the track and the query.
 */
function embedHandover(): string | undefined {
  const musicFileId = parseEmbedTrackPath(location.pathname);
  if (!isEmbedPath(location.pathname)) return undefined;
  const query = new URLSearchParams(location.search);
  query.set('track', String(musicFileId ?? 0));
  return `/embed.html?${query.toString()}`;
}

const handover = embedHandover();
if (handover) location.replace(handover);
else void start();
