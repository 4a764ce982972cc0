import { getCurrentRound } from '../../../lib/api/generated/sdk.gen';
import type { ProgramRound } from '../../../lib/api/generated/types.gen';
import { resultData } from '../../../lib/api/resultData';
import type { ServerCallOptions } from '../../../lib/api/serverCall';

/**
 * The open round (null when none is open), read by a server rendering the program page. A file of its own: the router imports it, and the home page's first load must not carry the page's query.
 */
export function loadCurrentRound(call: ServerCallOptions): Promise<ProgramRound | null> {
  return resultData(getCurrentRound(call));
}
