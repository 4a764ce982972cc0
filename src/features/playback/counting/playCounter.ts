import { isCountablePlay } from './playCountRule';
import { sessionListenerId } from './listenerId';

/** sessionStorage key of the tracks whose play this session already counted. */
export const COUNTED_PLAYS_KEY = 'cue-player-counted-plays';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** What the server answered to a counted play. */
export interface RecordedPlay {
  counted: boolean;
  playCount: number;
}

export interface PlayCounterOptions {
  /** Sends the play (recordPlay), with the share link it came through; may reject, which is ignored. */
  record: (musicFileId: number, listenerId: string, shareToken: string | undefined) => Promise<RecordedPlay>;
  /** The server counted the play: the track's new count. */
  onCounted?: (musicFileId: number, playCount: number) => void;
  /** Where the session's listener id and counted tracks are kept (sessionStorage). */
  storage?: SessionStore | undefined;
}

/** Counts the plays of the player's tracks: fed with the seconds actually listened, it records each play once. */
export interface PlayCounter {
  /** A track was (re)loaded, perhaps from a share link's queue: listening starts again from 0. */
  begin(musicFileId: number, durationSeconds: number, shareToken?: string): void;
  /** Seconds actually heard since the last call (see `listenedBetween`). */
  listen(seconds: number): void;
}

function readCounted(storage: SessionStore | undefined): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(COUNTED_PLAYS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/**
 * Play counting (spec: once per listener and track per session, after 30 s or half the track, whichever
 * comes first, of real listening), whether the play came through a share link or not (the link goes with the
 * play, for the composer's feedback). A track reaching the threshold is recorded once; the tracks the server
 * answered for are remembered in sessionStorage, so a replay in this session does not call again. A failed
 * call is silent; the track may count when it is played again.
 */
export function createPlayCounter({ record, onCounted, storage = globalThis.sessionStorage }: PlayCounterOptions): PlayCounter {
  const countedHere = new Set<number>();
  let current: { musicFileId: number; durationSeconds: number; shareToken: string | undefined } | undefined;
  let listened = 0;
  let attempted = false;

  const isCounted = (musicFileId: number) => countedHere.has(musicFileId) || readCounted(storage).includes(musicFileId);
  const remember = (musicFileId: number) => {
    countedHere.add(musicFileId);
    try {
      const ids = readCounted(storage);
      if (!ids.includes(musicFileId)) storage?.setItem(COUNTED_PLAYS_KEY, JSON.stringify([...ids, musicFileId]));
    } catch {
      // Storage refused: this page still remembers.
    }
  };

  return {
    begin(musicFileId, durationSeconds, shareToken) {
      current = { musicFileId, durationSeconds, shareToken };
      listened = 0;
      attempted = false;
    },
    listen(seconds) {
      if (!current || attempted || !(seconds > 0)) return;
      listened += seconds;
      if (!isCountablePlay(listened, current.durationSeconds)) return;
      attempted = true;
      const { musicFileId, shareToken } = current;
      if (isCounted(musicFileId)) return;
      record(musicFileId, sessionListenerId(storage), shareToken).then(
        (result) => {
          remember(musicFileId);
          if (result.counted) onCounted?.(musicFileId, result.playCount);
        },
        () => {
          // Silent: counting must never disturb the music.
        },
      );
    },
  };
}
