import { pendingLikeWaits, samePlace } from '../../likes';
import { parsePendingTrack, pendingSlot, session } from '../../likes';

/**
 * The "add to shortlist" a visitor asked for before logging in: kept in sessionStorage (it must survive the
 * login page and a reload of it) as `{ musicFileId, path, place }`. After the login brings the visitor back to
 * `path`, the menu of that track opens again at the same place (a track row or the player), once; it is
 * forgotten as soon as the visitor is anywhere else than the login page without having logged in (or, logged
 * in, on another page), as the pending like is.
 */

/** sessionStorage key (docs/product.md section 16, what the browser keeps). */
export const PENDING_SHORTLIST_KEY = 'cue-pending-shortlist';

/** Where an "Add to shortlist" button is: in the page (a track row, a track's page) or in the persistent player. */
export type ShortlistButtonPlace = 'row' | 'player';

export interface PendingShortlist {
  musicFileId: number;
  /** The page (pathname + search) the menu was asked on. */
  path: string;
  place: ShortlistButtonPlace;
}

const slot = pendingSlot<PendingShortlist>(PENDING_SHORTLIST_KEY, (saved) => {
  const track = parsePendingTrack(saved);
  return track && (saved.place === 'row' || saved.place === 'player') ? { ...track, place: saved.place } : undefined;
});
export const rememberPendingShortlist = slot.remember;
export const readPendingShortlist = slot.read;
export const forgetPendingShortlist = slot.forget;

/**
 * Whether the menu of this button should open now (and the pending request is then taken out of storage, so
 * it opens once): the visitor is logged in, back on the page, and this is the button they pressed.
 */
export function takePendingShortlist(button: { musicFileId: number; place: ShortlistButtonPlace }, path: string, loggedIn: boolean, storage = session()): boolean {
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
