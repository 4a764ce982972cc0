import { getSharedShortlist } from '../../../lib/api/generated/sdk.gen';
import type { SharedShortlist } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import type { ServerCallOptions } from '../../../lib/api/serverCall';

/** The contract's pattern of a share token; anything else cannot name a link, so it is not asked for. */
const SHARE_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** Whether `token` has the shape of a share token. */
export function isShareToken(token: string): boolean {
  return SHARE_TOKEN.test(token);
}

/**
 * The shortlist of a share link, read by a server rendering its page (the route's loader; kept apart from the
 * page's hook so the router, in the first load, brings no TanStack Query).
 */
export function loadSharedShortlist(shareToken: string, call: ServerCallOptions): Promise<SharedShortlist> {
  return resultData(getSharedShortlist({ ...call, path: { shareToken } }));
}
