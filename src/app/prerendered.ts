import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { isNamespace, type Namespace } from '../lib/i18n/namespaces';
import { pageSearch } from './routes/pageSearch';

/** What the build wrote beside a prerendered page (scripts/build/prerender.ts). */
export interface Prerendered {
  /** The route pattern it was rendered for (`#root[data-route]`), e.g. `/musician-details/:musicianId`. */
  route: string;
  /** Its language (`<html lang>`). */
  language: string;
  /** The namespaces its texts come from: loaded before hydrating. */
  namespaces: Namespace[];
  hydrationData: HydrationState;
  /** The query string it was rendered with (none): a page may show its query, so only the same one hydrates. */
  search: string;
  /** Inline styles React rendered, moved out of the markup for the CSP (`data-ssr-style="<key>"`), by key. */
  styles: Record<string, string>;
}

export const PRERENDER_DATA_ID = 'prerender-data';
export const SSR_STYLE_ATTRIBUTE = 'data-ssr-style';

/** The prerendered page in `doc`, or undefined when the root is empty (404.html, a plain shell). */
export function readPrerendered(doc: Document): Prerendered | undefined {
  const root = doc.getElementById('root');
  const route = root?.dataset.route;
  const script = doc.getElementById(PRERENDER_DATA_ID);
  if (!root || route === undefined || !script?.textContent) return undefined;
  try {
    const data = JSON.parse(script.textContent) as Partial<Prerendered>;
    return {
      route,
      language: doc.documentElement.lang,
      namespaces: (data.namespaces ?? []).filter(isNamespace),
      hydrationData: data.hydrationData ?? {},
      search: data.search ?? '',
      styles: data.styles ?? {},
    };
  } catch {
    return undefined;
  }
}

/** The pattern of the route `pathname` opens (`/` for home), or undefined for the catch-all (not found). */
export function routePatternOf(routes: RouteObject[], pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname);
  if (!matches || matches.at(-1)!.route.path === '*') return undefined;
  const segments = matches.map((match) => match.route.path).filter((path): path is string => Boolean(path));
  return `/${segments.join('/')}`;
}

/**
 * Every page pattern `routes` opens (`/`, `/login`, `/s/:shareToken`), not the not-found routes (`/404`, the
 * catch-all): the server answers any other page path 404 (mocks/server/prerenderedPages.ts).
 */
export function routePatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    if (route.children?.length) return routePatterns(route.children, path);
    if (route.path === '*' || route.path === '404') return [];
    return [path || '/'];
  });
}

/** Where the browser is and in which language it shows the app. */
export interface ClientPlace {
  routePattern: string | undefined;
  search: string;
  language: string;
}

/**
 * Hydrate only what was rendered for this very route, query (as the page reads it, `pageSearch`) and language:
 * anything else (an English visitor served the Korean file by a static host, a shell served for another route, a
 * search with its query) is rendered by the client instead.
 */
export function shouldHydrate(prerendered: Prerendered | undefined, place: ClientPlace): prerendered is Prerendered {
  return (
    prerendered !== undefined &&
    place.routePattern !== undefined &&
    prerendered.route === place.routePattern &&
    prerendered.search === pageSearch(place.routePattern, place.search) &&
    prerendered.language === place.language
  );
}

/** Resolves the lazy parts of the routes `pathname` matches, in place, so the router starts with them (no fallback). */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      route.lazy = undefined;
    }),
  );
}

/** Puts the styles moved out of the markup back, through the CSSOM (allowed by the CSP), before hydrating. */
export function restoreSsrStyles(root: HTMLElement, styles: Readonly<Record<string, string>>): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${SSR_STYLE_ATTRIBUTE}]`)) {
    const style = styles[element.getAttribute(SSR_STYLE_ATTRIBUTE) ?? ''];
    if (style !== undefined) element.style.cssText = style;
    element.removeAttribute(SSR_STYLE_ATTRIBUTE);
  }
}
