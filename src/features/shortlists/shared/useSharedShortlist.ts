import { getSharedShortlistOptions } from '../../../lib/api/generated/@tanstack/react-query.gen';
import type { SharedShortlist } from '../../../lib/api/generated/types.gen';
import type { PageReads } from '../../../lib/api/pageReads';
import { useApiQuery, type Load } from '../../../lib/api/useApiQuery';
import { isShareToken } from './loadSharedShortlist';

/**
 * The shortlist a share link shows, anonymously or not (the call needs no login). A failure keeps the
 * contract's error body: 410 `SHARE_LINK_UNAVAILABLE` (revoked, expired), 404 `SHARE_LINK_NOT_FOUND`.
 * Logging in or out loads again (whether each track is liked depends on who asks): the query client resets every
 * query when the session changes, so the login is no part of the key. `initial`: the shortlist a server rendered
 * the page with (for the link of the first render only, `useApiQuery`).
 */
export function useSharedShortlist(shareToken: string, initial?: SharedShortlist): Load<SharedShortlist> {
  return useApiQuery(sharedShortlistRead(shareToken), { initial });
}

const sharedShortlistRead = (shareToken: string) => getSharedShortlistOptions({ path: { shareToken } });

/** A shared shortlist page's read, started by its route (a malformed link asks nothing: the page tells it). */
export const sharedShortlistReads: PageReads = (client, { params }) => {
  const shareToken = params.shareToken ?? '';
  if (isShareToken(shareToken)) void client.prefetchQuery(sharedShortlistRead(shareToken));
};
