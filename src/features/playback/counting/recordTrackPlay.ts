import { apiClient } from '../../../lib/api/client';
import { createClient, createConfig } from '../../../lib/api/generated/client';
import { recordPlay } from '../../../lib/api/generated/sdk.gen';
import { resultData } from '../../../lib/api/resultData';
import { readStoredTokens } from '../../../lib/auth/sessionStore';
import type { RecordedPlay } from './playCounter';

const isUnauthorized = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;

/**
 * Records one play with the contract's `recordPlay`, with the share link it came through, if any (counted for the
 * composer's feedback as a play through a share link). It goes through a client of its own, on the app's API
 * host but without the app's interceptors: its failures stay silent (no global error toast, no session renewal
 * while the music plays). A logged-in listener sends their access token, so they count as themselves (people
 * behind one venue's address are not one listener); a token the server no longer takes sends the play anonymously.
 */
export async function recordTrackPlay(musicFileId: number, listenerId: string, shareToken?: string): Promise<RecordedPlay> {
  const quiet = createClient(createConfig({ baseUrl: apiClient.getConfig().baseUrl }));
  const body = shareToken === undefined ? { listenerId } : { listenerId, shareToken };
  const send = (accessToken?: string) =>
    resultData(recordPlay({ client: quiet, path: { musicFileId }, body, ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}) }));
  const { accessToken } = readStoredTokens();
  if (!accessToken) return send();
  try {
    return await send(accessToken);
  } catch (error) {
    if (isUnauthorized(error)) return send();
    throw error;
  }
}
