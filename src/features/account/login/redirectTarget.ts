/** Where a login brings the user when no usable `redirect` was given. */
export const HOME_PATH = '/';

/** Pages a login must not bring the user back to (they would only send a logged-in user home again). */
const AUTH_PAGES = ['/login', '/sign-up'];

const ORIGIN = 'http://cue.invalid';

/**
 * `page` (/login or /sign-up) carrying on where a login should bring the user (`target`, a path from
 * `safeRedirectTarget`): a sign-up begun from a login with a target passes it on to the first login.
 */
export function withRedirect(page: string, target: string): string {
  return target === HOME_PATH ? page : `${page}?redirect=${encodeURIComponent(target)}`;
}

/**
 * The `redirect` query parameter of /login as a path of this app, or home. Only same-origin paths are
 * followed: they start with one `/`; protocol-relative (`//host`), backslash (`/\host`, which browsers read
 * as `//host`), control characters (the URL parser drops tabs and newlines) and absolute URLs are refused.
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return HOME_PATH;
  if (/\p{Cc}/u.test(raw)) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== ORIGIN) return HOME_PATH;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PAGES.includes(path)) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
