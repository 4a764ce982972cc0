import { getSharedShortlistOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { SharedShortlist } from '../../../lib/api/generated/types.gen';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';

/**
 * The shortlist a share link shows, anonymously or not (the call needs no login). A failure keeps the
 * contract's error body: 410 `SHARE_LINK_UNAVAILABLE` (revoked, expired), 404 `SHARE_LINK_NOT_FOUND`.
 * Logging in or out loads again (whether each track is liked depends on who asks): the query client resets every
 * query when the session changes, so the login is no part of the key. `initial`: the shortlist a server rendered
 * the page with (for the link of the first render only, `useApiQuery`).
 */
export function useSharedShortlist(shareToken: string, initial?: SharedShortlist): Load<SharedShortlist> {
  return useApiQuery(getSharedShortlistOptions({ path: { shareToken } }), { initial });
}
