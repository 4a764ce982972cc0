import { getSharedShortlist } from '../../api/generated/sdk.gen';
import type { SharedShortlist } from '../../api/generated/types.gen';
import { resultData } from '../../api/resultData';
import { useLoad, type Load } from '../../api/useLoad';

/** The contract's pattern of a share token; anything else cannot name a link, so it is not asked for. */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** Whether `token` has the shape of a share token. */
export function isShareToken(token: string): boolean {
  return SHARE_TOKEN.test(token);
}

/**
 * Loads the shortlist a share link shows, anonymously or not (the call needs no login). A failure keeps the
 * contract's error body: 410 `SHARE_LINK_UNAVAILABLE` (revoked, expired), 404 `SHARE_LINK_NOT_FOUND`.
 */
export function useSharedShortlist(shareToken: string): Load<SharedShortlist> {
  return useLoad((signal) => resultData(getSharedShortlist({ path: { shareToken }, signal })), [shareToken]);
}
