import { createContext, useLoaderData, type HydrationState, type LoaderFunctionArgs } from 'react-router';
import { serverCallOptions, type ServerCallOptions } from '../../lib/api/serverCall';
import type { Language } from '../../lib/i18n/languages';

/**
 * A server rendering a page at request time (`npm start`'s server, mocks/server/livePages.ts) sets this in the
 * static handler's request context: how to call the API, and the page's language. The loaders of the pages
 * whose content comes from the API read it there and return it; it travels to the browser in the router's
 * hydration data, so the content is in the first HTML and the browser asks for nothing more. A build-time
 * prerender and the browser have none: those loaders return null and the page loads its content itself.
 */
export interface ServerApi {
  /** The server's origin. */
  baseUrl: string;
  /** Answers an API request in process. */
  fetch: typeof fetch;
  language: Language;
}

export const serverApi = createContext<ServerApi | null>(null);

/** What such a loader returns when the server read the page's content. */
export interface ServerRouteData<T> {
  serverData: T;
}

function isServerRouteData(value: unknown): value is ServerRouteData<unknown> {
  return typeof value === 'object' && value !== null && 'serverData' in value;
}

/**
 * A loader reading a page's content on a server rendering at request time; null in the browser, in a build-time
 * prerender and when the read fails (the page then loads it, and tells a failure, itself).
 */
export function serverLoader<T>(read: (call: ServerCallOptions, language: Language, args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<ServerRouteData<T> | null> => {
    const api = args.context?.get(serverApi);
    if (!api) return null;
    try {
      return { serverData: await read(serverCallOptions(api.baseUrl, api.fetch), api.language, args) };
    } catch {
      return null;
    }
  };
}

/** The content the server read for this route, if it did (the route's loader is a `serverLoader` of `T`). */
export function useServerRouteData<T>(): T | undefined {
  const data: unknown = useLoaderData();
  return isServerRouteData(data) ? (data.serverData as T) : undefined;
}

/** Whether a page's hydration data holds content a server read (then the browser has nothing to prefetch). */
export function hydratesServerData(hydrationData: HydrationState | undefined): boolean {
  return Object.values(hydrationData?.loaderData ?? {}).some(isServerRouteData);
}
