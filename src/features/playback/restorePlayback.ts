import { isApiError } from '../../lib/api/errorMessages';
import { getMusic } from '../../lib/api/generated/sdk.gen';
import type { Music } from '../../lib/api/generated/types.gen';
import { resultData } from '../../lib/api/resultData';
import { getPlaybackSnapshot, restoreQueue, reviseQueue } from './playbackStore';
import { readSavedPlayback } from './savedPlayback';

/** How many tracks of a restored queue are checked with the server at the same time. */
const CHECKS_AT_ONCE = 4;

/** What the server says about a track now: its newer copy, `null` when it was deleted, undefined when unknown. */
export type TrackCheck = (musicFileId: number) => Promise<Music | null | undefined>;

/** Asks the provider for the track; a 404 means it was deleted, any other failure leaves it as saved. */
const checkWithServer: TrackCheck = (musicFileId) =>
  resultData(getMusic({ path: { musicFileId } })).then(
    (track) => track,
    (error: unknown) => (isApiError(error) && error.status === 404 ? null : undefined),
  );

async function checkAll(ids: readonly number[], check: TrackCheck): Promise<Map<number, Music | null>> {
  const found = new Map<number, Music | null>();
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      const answer = await check(id);
      if (answer !== undefined) found.set(id, answer);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CHECKS_AT_ONCE, ids.length) }, worker));
  return found;
}

/**
 * After a reload: puts the saved queue back, the current track loaded paused at its position (never
 * playing), then checks the queue with the server, the current track first: deleted tracks leave the queue
 * and the others get their current titles and likes. Nothing happens when nothing usable was saved; the
 * checks stop applying once the listener starts another list.
 */
export async function restoreSavedPlayback(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage, check: TrackCheck = checkWithServer): Promise<void> {
  const saved = readSavedPlayback(storage);
  if (!saved || getPlaybackSnapshot().current) return;
  restoreQueue(saved.queue, saved.index, saved.position);
  let queue: readonly Music[] | undefined = getPlaybackSnapshot().queue;
  const current = getPlaybackSnapshot().current!;
  queue = reviseQueue(queue, await checkAll([current.musicFileId], check));
  if (!queue) return;
  const others = [...new Set(queue.map((track) => track.musicFileId))].filter((id) => id !== current.musicFileId);
  reviseQueue(queue, await checkAll(others, check));
}
