import { createContext, type HydrationState } from 'react-router';
import type { HomeCover } from '../../api/generated/types.gen';

/**
 * The home page's covers, when a server renders the page at request time (`npm start`'s server, see
 * mocks/server/livePages.ts): it sets them in the static handler's request context, the home loader returns
 * them, and they travel to the browser in the router's hydration data, so the gallery is in the first HTML
 * (its first row is the page's largest paint) and the browser asks for nothing more. A build-time prerender
 * and the browser have none: the loader returns null and the page loads its covers itself.
 */
export const serverHomeCovers = createContext<HomeCover[] | null>(null);

/** What the home route's loader returns when the covers came with the request. */
export interface HomeRouteData {
  covers: HomeCover[];
}

export function isHomeRouteData(value: unknown): value is HomeRouteData {
  return typeof value === 'object' && value !== null && Array.isArray((value as HomeRouteData).covers);
}

/** Whether a page's hydration data already holds the home covers (then nothing is to be prefetched). */
export function hydratesHomeCovers(hydrationData: HydrationState | undefined): boolean {
  return Object.values(hydrationData?.loaderData ?? {}).some(isHomeRouteData);
}
