import { finishCurrentTrack, getPlaybackSnapshot, pausePlayback, resumePlayback, subscribePlayback } from '../playback';
import type { PlaybackSnapshot } from '../playback';
import { listenedBetween } from '../playback';
import type { PlayCounter } from '../playback';
import { readVolume, saveVolume } from './volumeSetting';

/** The parts of the `<audio>` element the player uses (a fake one in tests). */
export type PlayerMedia = Pick<
  HTMLMediaElement,
  | 'src'
  | 'currentTime'
  | 'duration'
  | 'paused'
  | 'ended'
  | 'volume'
  | 'muted'
  | 'play'
  | 'pause'
  | 'load'
  | 'removeAttribute'
  | 'addEventListener'
  | 'removeEventListener'
>;

/** What the player bar shows. */
export interface PlayerState {
  /** idle: nothing loaded; loading: waiting for the track's metadata; ready; error: the track cannot play. */
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** Playing was asked for but the audio waits for data. */
  readonly buffering: boolean;
  /** The audio is really sounding. */
  readonly sounding: boolean;
  /** Seconds. */
  readonly position: number;
  /** Seconds (the track's known length until the audio tells). */
  readonly duration: number;
  readonly volume: number;
  readonly muted: boolean;
}

/** The one audio element of the app, driven by the playback store (src/features/playback). */
export interface PlayerEngine {
  subscribe: (listener: () => void) => () => void;
  getState: () => PlayerState;
  /** Moves to `seconds` (clamped to the track); the audio asks the server for that byte range. */
  seek(seconds: number): void;
  /** Sets the volume (0 to 1; a volume above 0 unmutes) and remembers it. */
  setVolume(volume: number): void;
  toggleMute(): void;
  /** Loads the current track again after an error, at the same time (and plays when it was playing). */
  retry(): void;
  dispose(): void;
}

export interface PlayerEngineOptions {
  media: PlayerMedia;
  counter?: PlayCounter;
  volumeStorage?: Storage | undefined;
}

/**
 * Connects an audio element to the playback store: loads the current track (its same-origin `audioUrl`,
 * which the server serves with HTTP Range, so seeking fetches only the needed bytes), plays and pauses as
 * asked (only after a listener's action: `openTrack` loads paused), starts shared links at their time,
 * moves on at a track's end, and feeds the play counter with the seconds really heard.
 */
export function createPlayerEngine({ media, counter, volumeStorage = globalThis.localStorage }: PlayerEngineOptions): PlayerEngine {
  const saved = readVolume(volumeStorage);
  media.volume = saved.volume;
  media.muted = saved.muted;

  let state: PlayerState = { status: 'idle', buffering: false, sounding: false, position: 0, duration: 0, volume: saved.volume, muted: saved.muted };
  const listeners = new Set<() => void>();
  let loadedCount: number | undefined;
  /** Where to go once the metadata is known (a shared link's `t`, a retry). */
  let pendingStart = 0;
  /** The position of the last `timeupdate`, to measure what was heard. */
  let lastPosition = 0;
  let resumeAfterRetry = false;
  /** The last seek request of the store this engine carried out (a waveform click, a cue marker). */
  let seekedCount = getPlaybackSnapshot().seekRequest?.count;

  const set = (next: Partial<PlayerState>) => {
    const merged = { ...state, ...next };
    if ((Object.keys(next) as (keyof PlayerState)[]).every((key) => merged[key] === state[key])) return;
    state = merged;
    for (const listener of listeners) listener();
  };

  const knownDuration = (fallback: number) => (Number.isFinite(media.duration) && media.duration > 0 ? media.duration : fallback);

  function load(snapshot: PlaybackSnapshot): void {
    const track = snapshot.current;
    if (!track) {
      media.pause();
      media.removeAttribute('src');
      media.load();
      set({ status: 'idle', buffering: false, sounding: false, position: 0, duration: 0 });
      return;
    }
    pendingStart = Math.max(0, Math.min(snapshot.startAt ?? 0, track.durationSeconds));
    lastPosition = pendingStart;
    counter?.begin(track.musicFileId, track.durationSeconds, snapshot.shareToken);
    set({ status: 'loading', buffering: false, sounding: false, position: pendingStart, duration: track.durationSeconds });
    media.src = track.audioUrl;
  }

  function reload(): void {
    const track = getPlaybackSnapshot().current;
    if (!track) return;
    pendingStart = state.position;
    lastPosition = pendingStart;
    set({ status: 'loading', buffering: false, sounding: false });
    // Setting `src` (even to the same address) runs the media element's load algorithm again.
    media.src = track.audioUrl;
  }

  function seek(seconds: number): void {
    if (state.status === 'idle' || state.status === 'error') return;
    const target = Math.max(0, Math.min(Number.isFinite(seconds) ? seconds : 0, state.duration));
    lastPosition = target;
    if (state.status === 'loading') pendingStart = target;
    else media.currentTime = target;
    set({ position: target });
  }

  function play(): void {
    media.play().catch((error: unknown) => {
      const name = error instanceof DOMException || error instanceof Error ? error.name : '';
      // A new track interrupted this play (AbortError): nothing to do. The browser refused to start sound
      // (NotAllowedError): show the track paused so the listener can press Play.
      if (name === 'NotAllowedError') pausePlayback();
    });
  }

  function sync(): void {
    const snapshot = getPlaybackSnapshot();
    if (snapshot.loadCount !== loadedCount) {
      loadedCount = snapshot.loadCount;
      load(snapshot);
    }
    if (!snapshot.current) return;
    const request = snapshot.seekRequest;
    if (request && request.count !== seekedCount) {
      seekedCount = request.count;
      seek(request.seconds);
    }
    if (snapshot.playing && state.status === 'error') {
      resumeAfterRetry = false;
      reload();
    }
    if (snapshot.playing && media.paused) play();
    else if (!snapshot.playing && !media.paused) media.pause();
  }

  const events: Record<string, () => void> = {
    loadedmetadata: () => {
      const duration = knownDuration(state.duration);
      const start = Math.min(pendingStart, duration);
      if (start > 0) media.currentTime = start;
      pendingStart = 0;
      lastPosition = start;
      set({ status: 'ready', duration, position: start });
    },
    durationchange: () => set({ duration: knownDuration(state.duration) }),
    play: () => set({ sounding: true }),
    playing: () => set({ sounding: true, buffering: false }),
    waiting: () => set({ buffering: true }),
    canplay: () => set({ buffering: false }),
    pause: () => {
      set({ sounding: false, buffering: false });
      // Paused from outside (the system, a headset): the store follows. A track's end is handled by `ended`.
      if (!media.ended && state.status === 'ready' && getPlaybackSnapshot().playing) pausePlayback();
    },
    timeupdate: () => {
      const position = media.currentTime;
      if (state.sounding && state.status === 'ready') counter?.listen(listenedBetween(lastPosition, position));
      lastPosition = position;
      set({ position });
    },
    seeking: () => {
      lastPosition = media.currentTime;
      set({ position: media.currentTime });
    },
    ended: () => {
      set({ sounding: false, position: state.duration });
      finishCurrentTrack();
    },
    error: () => {
      if (!getPlaybackSnapshot().current) return;
      resumeAfterRetry = getPlaybackSnapshot().playing;
      set({ status: 'error', sounding: false, buffering: false });
      pausePlayback();
    },
    volumechange: () => set({ volume: media.volume, muted: media.muted }),
  };
  for (const [type, handler] of Object.entries(events)) media.addEventListener(type, handler);
  const unsubscribe = subscribePlayback(sync);
  sync();

  const remember = () => saveVolume({ volume: media.volume, muted: media.muted }, volumeStorage);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    seek,
    setVolume(volume) {
      const next = Math.min(1, Math.max(0, volume));
      media.volume = next;
      if (next > 0 && media.muted) media.muted = false;
      set({ volume: media.volume, muted: media.muted });
      remember();
    },
    toggleMute() {
      media.muted = !media.muted;
      if (!media.muted && media.volume === 0) media.volume = saved.volume || 0.5;
      set({ volume: media.volume, muted: media.muted });
      remember();
    },
    retry() {
      if (state.status !== 'error') return;
      const resume = resumeAfterRetry;
      resumeAfterRetry = false;
      reload();
      if (resume) resumePlayback();
    },
    dispose() {
      unsubscribe();
      for (const [type, handler] of Object.entries(events)) media.removeEventListener(type, handler);
      media.pause();
    },
  };
}
