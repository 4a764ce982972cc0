import type { Music } from '../../lib/api/generated/types.gen';
import { getPlaybackSnapshot, savePosition, saveQueue, subscribePlayback } from '../playback';
import type { PlayerEngine } from './playerEngine';

type Storage = Pick<globalThis.Storage, 'setItem' | 'removeItem'> | undefined;

/**
 * Keeps the queue, the current track and its position in localStorage (src/features/playback/savedPlayback.ts), so a
 * reload brings them back paused: the queue when it or the current track changes, the position about once a
 * second while it moves and exactly when the page is left. Answers the stop.
 */
export function rememberPlayback(engine: PlayerEngine, storage: Storage = globalThis.localStorage): () => void {
  let queue: readonly Music[] | undefined;
  let index: number | undefined;
  let place: string | undefined;

  const onPlayback = () => {
    const snapshot = getPlaybackSnapshot();
    if (snapshot.queue === queue && snapshot.index === index) return;
    queue = snapshot.queue;
    index = snapshot.index;
    saveQueue(queue, index, storage);
  };
  const onPosition = (exact = false) => {
    const current = getPlaybackSnapshot().current;
    const { status, position } = engine.getState();
    if (!current || status === 'idle') return;
    const next = `${current.musicFileId}@${Math.floor(position)}`;
    if (!exact && next === place) return;
    place = next;
    savePosition(current.musicFileId, position, storage);
  };
  const onPageHide = () => onPosition(true);

  const stopPlayback = subscribePlayback(onPlayback);
  const stopEngine = engine.subscribe(() => onPosition());
  globalThis.addEventListener?.('pagehide', onPageHide);
  onPlayback();
  onPosition();
  return () => {
    stopPlayback();
    stopEngine();
    globalThis.removeEventListener?.('pagehide', onPageHide);
  };
}
