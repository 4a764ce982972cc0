import type { ParseKeys } from 'i18next';
import { data, redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { loginPathFor } from '../../lib/auth/loginPaths';
import { getStoredSession } from '../../lib/auth/sessionStore';
import type { Namespace } from '../../lib/i18n/namespaces';

/** What a route tells the shell: the `pages` key of its title (the document title and placeholder heading). */
export interface RouteHandle {
  title: PageTitleKey;
  /** The translation namespaces the page shows beyond the shell's (a prerendered page loads them before hydrating). */
  namespaces?: readonly Namespace[];
}

/** A `pages` key naming a page (`faq.title`, `notFound.title`...). */
export type PageTitleKey = Extract<ParseKeys<'pages'>, `${string}.title`>;

/** Throws the route error response every unknown address and every id pointing nowhere ends in. */
export function throwNotFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

const POSITIVE_INTEGER = /^[1-9][0-9]*$/;

/** A path parameter as a positive integer; anything else (abc, 0, -1, 1.5, 007) is a 404. */
export function positiveIntegerParam(params: LoaderFunctionArgs['params'], name: string): number {
  const raw = params[name];
  const value = raw !== undefined && POSITIVE_INTEGER.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value)) throwNotFound();
  return value;
}

/** A loader accepting only positive integers in the named path parameters. */
export const requirePositiveIntegers =
  (...names: string[]): LoaderFunction =>
  ({ params }) => {
    for (const name of names) positiveIntegerParam(params, name);
    return null;
  };

/** Where an anonymous visitor of `url` is sent: the login page, which brings them back afterwards. */
export function loginRedirectPath(url: URL): string {
  return loginPathFor(`${url.pathname}${url.search}${url.hash}`);
}

/** A loader sending anonymous visitors to `/login?redirect=<path>` (docs/product.md section 2: unauthorised requests). */
export const requireLogin: LoaderFunction = ({ request }) => {
  if (getStoredSession().accessToken === undefined) throw redirect(loginRedirectPath(new URL(request.url)));
  return null;
};

/** Runs loaders in order; the first one that throws (a redirect, a 404) wins. */
export const allOf =
  (...loaders: LoaderFunction[]): LoaderFunction =>
  async (args) => {
    for (const loader of loaders) await loader(args);
    return null;
  };

/** The loader of `/404` and of the catch-all route. */
export const notFoundLoader: LoaderFunction = () => throwNotFound();
