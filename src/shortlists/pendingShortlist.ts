import { pendingLikeWaits, samePlace } from '../likes/pendingLike';

/**
 * The "add to shortlist" a visitor asked for before logging in: kept in sessionStorage (it must survive the
 * login page and a reload of it) as `{ musicFileId, path, place }`. After the login brings the visitor back to
 * `path`, the menu of that track opens again at the same place (a track row or the player), once; it is
 * forgotten as soon as the visitor is anywhere else than the login page without having logged in (or, logged
 * in, on another page), as the pending like is.
 */

/** sessionStorage key (README, "What the browser keeps"). */
export const PENDING_SHORTLIST_KEY = 'cue-pending-shortlist';

/** Where an "Add to shortlist" button is: in the page (a track row, a track's page) or in the persistent player. */
export type ShortlistButtonPlace = 'row' | 'player';

export interface PendingShortlist {
  musicFileId: number;
  /** The page (pathname + search) the menu was asked on. */
  path: string;
  place: ShortlistButtonPlace;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
const session = (): Storage | undefined => globalThis.sessionStorage;

export function rememberPendingShortlist(pending: PendingShortlist, storage = session()): void {
  try {
    storage?.setItem(PENDING_SHORTLIST_KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode): the visitor opens the menu again after the login.
  }
}

export function readPendingShortlist(storage = session()): PendingShortlist | undefined {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(PENDING_SHORTLIST_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    const { musicFileId, path, place } = saved as Record<string, unknown>;
    const valid =
      Number.isSafeInteger(musicFileId) &&
      (musicFileId as number) > 0 &&
      typeof path === 'string' &&
      path.startsWith('/') &&
      (place === 'row' || place === 'player');
    return valid ? { musicFileId: musicFileId as number, path, place } : undefined;
  } catch {
    return undefined;
  }
}

export function forgetPendingShortlist(storage = session()): void {
  try {
    storage?.removeItem(PENDING_SHORTLIST_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * Whether the menu of this button should open now (and the pending request is then taken out of storage, so
 * it opens once): the visitor is logged in, back on the page, and this is the button they pressed.
 */
export function takePendingShortlist(
  button: { musicFileId: number; place: ShortlistButtonPlace },
  path: string,
  loggedIn: boolean,
  storage = session(),
): boolean {
  const pending = readPendingShortlist(storage);
  if (!pending || !loggedIn || pending.musicFileId !== button.musicFileId || pending.place !== button.place) return false;
  if (!samePlace(pending.path, path)) return false;
  forgetPendingShortlist(storage);
  return true;
}

/** Forgets the pending request when the visitor is somewhere it no longer waits (the login was abandoned). */
export function forgetAbandonedPendingShortlist(path: string, loggedIn: boolean, storage = session()): void {
  const pending = readPendingShortlist(storage);
  if (pending && !pendingLikeWaits(pending, path, loggedIn)) forgetPendingShortlist(storage);
}
