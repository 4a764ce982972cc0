import type { Music } from '../../lib/api/generated/types.gen';

/** localStorage key of the queue and the current track's place in it (written when they change). */
export const QUEUE_STORAGE_KEY = 'cue-player-queue';
/** localStorage key of the current track's position (written about once a second while it moves). */
export const POSITION_STORAGE_KEY = 'cue-player-position';

/** What comes back after a reload: the queue, the current track's index and where it was, in seconds. */
export interface SavedPlayback {
  queue: Music[];
  index: number;
  position: number;
}

type Read = Pick<Storage, 'getItem'> | undefined;
type Write = Pick<Storage, 'setItem' | 'removeItem'> | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isText = (value: unknown) => isRecord(value) && typeof value.ko === 'string' && typeof value.en === 'string';
const isLabelled = (value: unknown, id: string) => isRecord(value) && isId(value[id]) && isText(value.label);
/** Same-origin paths only: a stored address never makes the app fetch from elsewhere. */
const isLocalPath = (value: unknown) => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** Whether a stored entry still has every part of a track the player and the lists use. */
function isTrack(value: unknown): value is Music {
  if (!isRecord(value)) return false;
  const { musician } = value;
  return (
    isId(value.musicFileId) &&
    isText(value.title) &&
    isText(value.description) &&
    (value.coverUrl === null || isLocalPath(value.coverUrl)) &&
    isLocalPath(value.audioUrl) &&
    typeof value.durationSeconds === 'number' &&
    Number.isFinite(value.durationSeconds) &&
    value.durationSeconds > 0 &&
    isLabelled(value.genre, 'genreId') &&
    Array.isArray(value.keywords) &&
    value.keywords.every((keyword) => isLabelled(keyword, 'keywordId')) &&
    isCount(value.likeCount) &&
    isCount(value.playCount) &&
    typeof value.liked === 'boolean' &&
    isRecord(musician) &&
    isId(musician.musicianId) &&
    isText(musician.name)
  );
}

function parse(text: string | null | undefined): unknown {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
}

/**
 * The playback saved by the last visit, or undefined when there is none or nothing usable. Entries that are
 * not whole tracks are dropped (the current one then falls to the next usable track, from its start); a
 * position belongs to the current track only, and one at the very end starts the track again.
 */
export function readSavedPlayback(storage: Read = globalThis.localStorage): SavedPlayback | undefined {
  let saved: unknown;
  let place: unknown;
  try {
    saved = parse(storage?.getItem(QUEUE_STORAGE_KEY));
    place = parse(storage?.getItem(POSITION_STORAGE_KEY));
  } catch {
    return undefined;
  }
  if (!isRecord(saved) || !Array.isArray(saved.queue) || !Number.isSafeInteger(saved.index)) return undefined;
  const savedIndex = saved.index as number;
  const kept = (saved.queue as unknown[]).map((track, index) => ({ track, index })).filter((entry): entry is { track: Music; index: number } => isTrack(entry.track));
  if (kept.length === 0) return undefined;
  const sameTrack = kept.findIndex((entry) => entry.index === savedIndex);
  const index = sameTrack >= 0 ? sameTrack : Math.min(kept.filter((entry) => entry.index < savedIndex).length, kept.length - 1);
  const current = kept[index]!.track;
  const seconds = isRecord(place) && place.musicFileId === current.musicFileId && typeof place.seconds === 'number' ? place.seconds : 0;
  const usable = sameTrack >= 0 && Number.isFinite(seconds) && seconds > 0 && seconds < current.durationSeconds - 0.5;
  return { queue: kept.map((entry) => entry.track), index, position: usable ? seconds : 0 };
}

/** Remembers the queue and the current index (removed when the queue is empty). Storage failures are ignored. */
export function saveQueue(queue: readonly Music[], index: number, storage: Write = globalThis.localStorage): void {
  try {
    if (queue.length === 0 || index < 0) {
      storage?.removeItem(QUEUE_STORAGE_KEY);
      storage?.removeItem(POSITION_STORAGE_KEY);
    } else {
      storage?.setItem(QUEUE_STORAGE_KEY, JSON.stringify({ queue, index }));
    }
  } catch {
    // Full or unavailable storage: the queue still plays, it only will not come back after a reload.
  }
}

/** Remembers where the current track is. Storage failures are ignored. */
export function savePosition(musicFileId: number, seconds: number, storage: Write = globalThis.localStorage): void {
  try {
    storage?.setItem(POSITION_STORAGE_KEY, JSON.stringify({ musicFileId, seconds: Math.max(0, Math.round(seconds * 10) / 10) }));
  } catch {
    // As above.
  }
}
