import { parsePendingTrack, pendingSlot, session, type PendingTrack } from './pendingSlot';

/**
 * The like a visitor asked for before logging in ("Log in to like music" -> Log in). It is kept in
 * sessionStorage (it must survive the login page and a reload of it) as `{ musicFileId, path }`, `path`
 * being the page the like was asked on, where the login brings the visitor back. It is applied once, by the
 * track list on that page after the login, and forgotten as soon as the visitor is anywhere else than the
 * login or sign-up page without having logged in (or, logged in, on another page): the login was abandoned.
 */

/** sessionStorage key of the pending like (docs/product.md section 16, what the browser keeps). */
export const PENDING_LIKE_KEY = 'cue-pending-like';

/** The liked track and the page (pathname + search) the like was asked on. */
export type PendingLike = PendingTrack;

/** The login and sign-up pages, where a pending like waits (a visitor without an account signs up first). */
const WAITING_PATHS = ['/login', '/sign-up'];

const slot = pendingSlot<PendingLike>(PENDING_LIKE_KEY, parsePendingTrack);
export const rememberPendingLike = slot.remember;
export const readPendingLike = slot.read;
export const forgetPendingLike = slot.forget;

/** Two app addresses name the same page, however their query is encoded (`%20` or `+`, `%EC..` or 유). */
export function samePlace(a: string, b: string): boolean {
  const normal = (path: string) => {
    const url = new URL(path, 'http://cue.invalid');
    return `${decodeURIComponent(url.pathname)}?${[...url.searchParams].map(([name, value]) => `${name}=${value}`).join('&')}`;
  };
  try {
    return normal(a) === normal(b);
  } catch {
    return a === b;
  }
}

/** Whether a pending like still waits when the visitor is at `path` (pathname + search), logged in or not. */
export function pendingLikeWaits(like: PendingLike, path: string, loggedIn: boolean): boolean {
  if (WAITING_PATHS.includes(new URL(path, 'http://cue.invalid').pathname)) return true;
  return loggedIn && samePlace(like.path, path);
}

/**
 * The pending like to apply now, taken out of storage so it is applied once: there is one, the visitor is
 * logged in and back on the page it was asked on.
 */
export function takePendingLike(path: string, loggedIn: boolean, storage = session()): PendingLike | undefined {
  const like = readPendingLike(storage);
  if (!like || !loggedIn || !samePlace(like.path, path)) return undefined;
  forgetPendingLike(storage);
  return like;
}

/** Forgets the pending like when the visitor is somewhere it no longer waits (the login was abandoned). */
export function forgetAbandonedPendingLike(path: string, loggedIn: boolean, storage = session()): void {
  const like = readPendingLike(storage);
  if (like && !pendingLikeWaits(like, path, loggedIn)) forgetPendingLike(storage);
}
