import { getSharedShortlist } from '../../../lib/api/generated/sdk.gen';
import type { SharedShortlist } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import type { ServerCallOptions } from '../../../lib/api/serverCall';
import { useLoad, type Load } from '../../../lib/api/useLoad';
import { useIsLoggedIn } from '../../../lib/auth/sessionStore';

/** The contract's pattern of a share token; anything else cannot name a link, so it is not asked for. */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** Whether `token` has the shape of a share token. */
export function isShareToken(token: string): boolean {
  return SHARE_TOKEN.test(token);
}

/**
 * Loads the shortlist a share link shows, anonymously or not (the call needs no login). A failure keeps the
 * contract's error body: 410 `SHARE_LINK_UNAVAILABLE` (revoked, expired), 404 `SHARE_LINK_NOT_FOUND`.
 * Logging in or out loads again (whether each track is liked depends on who asks). `initial`: the shortlist a
 * server rendered the page with, always anonymously: a logged-in browser loads its own answer right after
 * hydrating.
 */
export function useSharedShortlist(shareToken: string, initial?: SharedShortlist): Load<SharedShortlist> {
  const loggedIn = useIsLoggedIn();
  return useLoad((signal) => resultData(getSharedShortlist({ path: { shareToken }, signal })), [shareToken, loggedIn], initial);
}

/** The shortlist of a share link, read by a server rendering its page. */
export function loadSharedShortlist(shareToken: string, call: ServerCallOptions): Promise<SharedShortlist> {
  return resultData(getSharedShortlist({ ...call, path: { shareToken } }));
}
