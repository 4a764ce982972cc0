import { getMusician } from '../../../lib/api/generated/sdk.gen';
import type { MusicianDetail } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import type { ServerCallOptions } from '../../../lib/api/serverCall';

/**
 * One musician, read by a server rendering their page (the route's loader; kept apart from the page's hook so
 * the router, in the first load, brings no TanStack Query).
 */
export function loadMusician(musicianId: number, call: ServerCallOptions): Promise<MusicianDetail> {
  return resultData(getMusician({ ...call, path: { musicianId } }));
}
