import { apiClient } from '../../api/client';
import { createClient, createConfig } from '../../api/generated/client';
import { recordPlay } from '../../api/generated/sdk.gen';
import { resultData } from '../../api/resultData';
import type { RecordedPlay } from './playCounter';

/**
 * Records one play with the contract's `recordPlay`, with the share link it came through, if any (counted for the
 * composer's feedback as a play through a share link). It goes through a client of its own, on the app's API
 * host but without the app's interceptors: counting is anonymous (by listener id) and its failures stay
 * silent (no global error toast while the music plays).
 */
export function recordTrackPlay(musicFileId: number, listenerId: string, shareToken?: string): Promise<RecordedPlay> {
  const quiet = createClient(createConfig({ baseUrl: apiClient.getConfig().baseUrl }));
  const body = shareToken === undefined ? { listenerId } : { listenerId, shareToken };
  return resultData(recordPlay({ client: quiet, path: { musicFileId }, body }));
}
