/**
 * The prerender's server entry (bundled for Node by scripts/build/prerender.ts, never shipped to the browser):
 * renders one route in one language to HTML with the data router's static handler and React's static
 * rendering, inside the same providers as the browser's `App`, so `src/main.tsx` can hydrate it.
 * No API call happens here: pages whose content comes from the API render their sized skeletons, unless the
 * caller lets their loaders call the API (`ServerApi`: a server rendering at request time, mocks/server/livePages.ts).
 */
import { createInstance, type i18n as I18n, type ResourceKey } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider, type HydrationState, type StaticHandlerContext } from 'react-router';
import { configureApiClient } from '../../lib/api/client';
import { AppFrame } from '../App';
import { documentTitleFor } from '../behaviours/documentTitle';
import { routePatterns } from '../prerendered';
import { routes } from '../router';
import { hydratesServerData, serverApi, type ServerApi } from '../routes/serverRouteData';
import { loadRuntimeConfig, type RuntimeConfig } from '../../lib/config/runtimeConfig';
import { fallbackLanguage, languages, type Language } from '../../lib/i18n/languages';
import { defaultNamespace, namespaces, startupNamespaces, type Namespace } from '../../lib/i18n/namespaces';

/** Reads `locales/<language>/<namespace>.json` (the build passes a reader of the source files). */
export type LocaleReader = (language: Language, namespace: Namespace) => ResourceKey;

export interface PrerenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The translated document title. */
  title: string;
  /** The namespaces the markup shows texts of (the browser loads them before hydrating). */
  namespaces: Namespace[];
  /** The router's state to hydrate with (`createBrowserRouter(routes, { hydrationData })`). */
  hydrationData: HydrationState;
}

export type { ServerApi } from '../routes/serverRouteData';
export { pageSearch } from '../routes/pageSearch';

/** A route's data, gathered by the data router's static handler (`queryPage`), ready to render. */
export interface PageQuery {
  url: string;
  dataRoutes: ReturnType<typeof createStaticHandler>['dataRoutes'];
  context: StaticHandlerContext;
}

/** Every page pattern of the app (the not-found routes left out), for the manifest's `pages`. */
export const appRoutePatterns = (): string[] => routePatterns(routes);

/** Configures the API client as the built app will be (no request is made while prerendering). */
export async function configurePrerender(config: RuntimeConfig): Promise<void> {
  configureApiClient(await loadRuntimeConfig(() => Promise.resolve(new Response(JSON.stringify(config)))));
}

/**
 * A per-render i18next instance with every namespace loaded synchronously (`initAsync: false`); the namespaces
 * actually looked up in the render's language are recorded, so only those ship with the page.
 */
function createI18n(language: Language, readLocale: LocaleReader, used: Set<Namespace>): I18n {
  const resources = Object.fromEntries(languages.map((lng) => [lng, Object.fromEntries(namespaces.map((ns) => [ns, readLocale(lng, ns)]))]));
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  // i18next's typings omit the store's lookup, which every translation goes through.
  const store = instance.services.resourceStore as unknown as { getResource: (lng: string, ns: string, ...rest: unknown[]) => unknown };
  const getResource = store.getResource.bind(store);
  store.getResource = (lng, ns, ...rest) => {
    used.add(ns as Namespace);
    return getResource(lng, ns, ...rest);
  };
  return instance;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

let handlerOfRoutes: ReturnType<typeof createStaticHandler> | undefined;
/**
 * The data router's handler of the app's routes, made once: making it flattens and ranks every route (half the CPU
 * of a page rendered at request time), and a query keeps its state to itself.
 */
const staticHandler = () => (handlerOfRoutes ??= createStaticHandler(routes));

/**
 * Runs the loaders of `url` (a path with its query, e.g. `/musician-details/1`); with `api`, those of pages whose
 * content comes from the API read it. Throws for an address that answers with a redirect (a page behind a login).
 */
export async function queryPage(url: string, api?: ServerApi): Promise<PageQuery> {
  const handler = staticHandler();
  const requestContext = new RouterContextProvider();
  if (api) requestContext.set(serverApi, api);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')), { requestContext });
  if (context instanceof Response) throw new Error(`Prerendering ${url} answered ${context.status}: only public pages are prerendered.`);
  return { url, dataRoutes: handler.dataRoutes, context };
}

/** Whether a query's loaders read content from the API (a page worth rendering at request time). */
export function queryReadContent(query: PageQuery): boolean {
  return hydratesServerData({ loaderData: query.context.loaderData });
}

/** The loaders' data of a query, as text: two queries with the same text render the same page. */
export function queryDataKey(query: PageQuery): string {
  return JSON.stringify([query.context.statusCode, query.context.loaderData, query.context.errors]);
}

/** Renders `url` (a path, e.g. `/musician-details/_`) in `language`, with no data from the API. */
export async function prerenderPage(url: string, language: Language, readLocale: LocaleReader): Promise<PrerenderedPage> {
  return renderPage(await queryPage(url), language, readLocale);
}

/** Renders a queried page in `language`. */
export async function renderPage(query: PageQuery, language: Language, readLocale: LocaleReader): Promise<PrerenderedPage> {
  const { url, context } = query;
  const used = new Set<Namespace>(startupNamespaces);
  const i18n = createI18n(language, readLocale, used);
  const router = createStaticRouter(query.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    // The browser's tree (src/main.tsx) in shape: `useId` ids follow each component's place among its siblings,
    // and hydration keeps these. A wrapper of one child (`I18nextProvider`) moves no place; a sibling would.
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppFrame router={router}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </I18nextProvider>
    </StrictMode>,
    // Never outline a large boundary: outlined ones complete through inline scripts, which the CSP blocks.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length) throw new AggregateError(errors, `Prerendering ${url} (${language}) failed: ${errors.map(String).join('; ')}`);
  const html = await streamToString(prelude);
  if (/<script|<template|<!--\$[?!]-->/.test(html)) throw new Error(`Prerendering ${url} (${language}) left a pending boundary or an inline script.`);
  const title = documentTitleFor(context, i18n);
  return {
    html,
    title,
    namespaces: namespaces.filter((ns) => used.has(ns)),
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
}
