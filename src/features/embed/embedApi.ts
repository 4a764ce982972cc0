import { client } from '../../lib/api/generated/client.gen';
import { getMusic, recordPlay } from '../../lib/api/generated/sdk.gen';
import type { ApiError, Music } from '../../lib/api/generated/types.gen';
import { resultData } from '../../lib/api/resultData';
import type { RecordedPlay } from '../playback';

/**
 * The embed page's calls, through the generated client alone: no auth (the page is anonymous wherever it is
 * framed), no refresh queue and no toasts, so none of the app's session code is loaded.
 */
export function configureEmbedClient(apiBaseUrl: string): void {
  client.setConfig({ baseUrl: apiBaseUrl, auth: undefined });
}

/** What the page shows when loading fails: the track is gone (or never was), or something else went wrong. */
export type EmbedLoadFailure = 'unavailable' | 'failed';

export function loadFailureOf(error: unknown): EmbedLoadFailure {
  const code = (error as Partial<ApiError> | undefined)?.code;
  return code === 'MUSIC_NOT_FOUND' || code === 'NOT_FOUND' || code === 'INVALID_REQUEST' ? 'unavailable' : 'failed';
}

export function loadEmbedTrack(musicFileId: number): Promise<Music> {
  return resultData(getMusic({ path: { musicFileId } }));
}

/** Records a play (the player's counting rule decides when); anonymous, by the session's listener id. */
export function recordEmbedPlay(musicFileId: number, listenerId: string): Promise<RecordedPlay> {
  return resultData(recordPlay({ path: { musicFileId }, body: { listenerId } }));
}
